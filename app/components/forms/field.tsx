import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Eye, EyeOff } from "lucide-react";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
};

const inputClass =
  "block h-11 w-full rounded-md border bg-white px-3 text-base text-ink shadow-sm placeholder:text-muted/70 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** Label, control, hint and error of one field; the control gets the ids it must point at. */
function FieldFrame({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  className: string;
  children: (control: { id: string; describedBy: string | undefined; invalid: true | undefined; inputClass: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        describedBy,
        invalid: error ? true : undefined,
        inputClass: `${inputClass} ${error ? "border-danger" : "border-line"}`,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and error, wired for screen readers. */
export function Field({ label, name, error, hint, className = "", ...props }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          id={control.id}
          name={name}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          className={control.inputClass}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

/** A password input with a show/hide button. */
export function PasswordField({ label, name, error, hint, className = "", ...props }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            id={control.id}
            name={name}
            type={visible ? "text" : "password"}
            aria-invalid={control.invalid}
            aria-describedby={control.describedBy}
            className={`${control.inputClass} pr-12`}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? "Hide" : "Show"}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted hover:text-ink"
          >
            {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

/** A message about the whole form: an error (role alert) or a confirmation (role status). */
export function FormMessage({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  return kind === "error" ? (
    <div role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
      {children}
    </div>
  ) : (
    <div role="status" className="rounded-md border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-success">
      {children}
    </div>
  );
}
