/**
 * The admin forms' other controls (multi-line text, choice lists, check boxes),
 * labelled and wired for errors exactly like forms/field.tsx's Field.
 */
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { ControlFrame } from "~/components/forms/control-frame";

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  /** null when a <label htmlFor={id}> elsewhere names the control. */
  label: string | null;
  id?: string;
  name: string;
  error?: string;
  hint?: ReactNode;
};

export function TextareaField({ id, label, name, error, hint, className, rows = 4, ...props }: TextareaFieldProps) {
  return (
    <ControlFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          id={control.id}
          name={name}
          rows={rows}
          {...control.aria}
          className={`${control.className} py-2.5 leading-relaxed`}
          {...props}
        />
      )}
    </ControlFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  options: { value: string; label: string }[];
  /** A first, disabled choice shown while nothing is chosen. */
  placeholder?: string;
};

export function SelectField({ label, name, error, hint, className, options, placeholder, ...props }: SelectFieldProps) {
  return (
    <ControlFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select id={control.id} name={name} {...control.aria} className={`${control.className} h-11`} {...props}>
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </ControlFrame>
  );
}

/**
 * A check box with its label beside it and an optional hint and problem under it. `id` names it where something
 * else must find it (the page editor's problem links and focus); else it has one of its own.
 */
export function CheckboxField({
  id: given,
  label,
  name,
  hint,
  error,
  defaultChecked,
}: {
  id?: string;
  label: string;
  name: string;
  hint?: string;
  error?: string;
  defaultChecked?: boolean;
}) {
  const own = useId();
  const id = given ?? own;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={describedBy || undefined}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-line accent-brand-800"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
