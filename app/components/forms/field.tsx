import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { EMAIL_MAX, PHONE_MAX } from "~/lib/forms/text-rules";
import { ControlFrame, controlClass } from "./control-frame";
import { Eye } from "~/components/icons/eye";
import { EyeOff } from "~/components/icons/eye-off";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its hint and error, wired for screen readers. */
export function Field({ label, name, error, hint, className = "", ...props }: FieldProps) {
  return (
    <ControlFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          id={control.id}
          name={name}
          {...control.aria}
          className={`${controlClass} h-11 ${control.borderClass}`}
          {...props}
        />
      )}
    </ControlFrame>
  );
}

/** The email address field of every form: the email keyboard, autofill and the 254-character limit. */
export function EmailField(props: Omit<FieldProps, "type" | "inputMode" | "maxLength">) {
  return <Field type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX} required {...props} />;
}

/** The phone number field of the lead forms: the phone keyboard, autofill and the length limit; optional. */
export function PhoneField(props: Omit<FieldProps, "type" | "maxLength">) {
  return <Field type="tel" autoComplete="tel" maxLength={PHONE_MAX} {...props} />;
}

/** A password input with a show/hide button. */
export function PasswordField({ label, name, error, hint, className = "", ...props }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <ControlFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            id={control.id}
            name={name}
            type={visible ? "text" : "password"}
            {...control.aria}
            className={`${controlClass} h-11 pr-12 ${control.borderClass}`}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? "Hide" : "Show"}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted hover:text-ink"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Eye aria-hidden="true" className="h-5 w-5" />
            )}
          </button>
        </div>
      )}
    </ControlFrame>
  );
}

/** A message about the whole form: an error (role alert) or a confirmation (role status). */
export function FormMessage({
  kind,
  title,
  children,
}: {
  kind: "error" | "success";
  title?: string;
  children: ReactNode;
}) {
  const body = title ? (
    <>
      <span className="block font-semibold">{title}</span>
      <span className="block">{children}</span>
    </>
  ) : (
    children
  );
  return kind === "error" ? (
    <div
      role="alert"
      className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
    >
      {body}
    </div>
  ) : (
    <div
      role="status"
      className="rounded-md border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-success"
    >
      {body}
    </div>
  );
}
