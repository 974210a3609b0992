import { useId, type ReactNode } from "react";

/** The look of every text-like control, as the Field component draws it. */
export const controlClass =
  "block w-full rounded-md border bg-white px-3 text-base text-ink shadow-sm placeholder:text-muted/70 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-sand/60 disabled:text-muted";

export type ControlIds = {
  id: string;
  /** aria-invalid and aria-describedby (the hint and the error), to spread on the control */
  aria: { "aria-invalid": true | undefined; "aria-describedby": string | undefined };
  /** the border, red while the field is in error */
  borderClass: string;
  /** controlClass with that border */
  className: string;
};

/** Label, control, hint and error of one field, wired for screen readers: every form control uses it. */
export function ControlFrame({
  id: givenId,
  label,
  error,
  hint,
  className = "",
  children,
}: {
  /** Given when the label is rendered elsewhere (label null) and points at this id. */
  id?: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlIds) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const borderClass = error ? "border-danger" : "border-line";
  return (
    <div className={className}>
      {label === null ? null : (
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
          {label}
        </label>
      )}
      {children({
        id,
        aria: { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy },
        borderClass,
        className: `${controlClass} ${borderClass}`,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}
