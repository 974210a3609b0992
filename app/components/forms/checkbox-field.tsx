import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { ChoiceFieldset, type ChoiceGroupProps } from "./choice-fieldset";
import { FieldError } from "./control-frame";

const boxClass = "mt-0.5 h-5 w-5 shrink-0 rounded border-line text-brand-800 accent-brand-800";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "children"> & {
  name: string;
  /** the label; may hold a link (e.g. to the privacy policy) */
  children: ReactNode;
  error?: string;
};

/** One checkbox with its label beside it and its error below (consent and the like). */
export function CheckboxField({ name, children, error, className = "", ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={boxClass}
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-6 text-ink">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A group of checkboxes under one legend, sharing one name (the form posts each ticked value). */
export function CheckboxGroup({
  values,
  onToggle,
  ...group
}: ChoiceGroupProps & { values: readonly string[]; onToggle?: (value: string, checked: boolean) => void }) {
  return (
    <ChoiceFieldset {...group} gridClass="grid gap-2 sm:grid-cols-2">
      {(option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-line bg-white px-3 py-2.5 text-sm leading-6 text-ink hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input
            type="checkbox"
            name={group.name}
            value={option.value}
            checked={values.includes(option.value)}
            onChange={(event) => onToggle?.(option.value, event.currentTarget.checked)}
            className={boxClass}
          />
          {option.label}
        </label>
      )}
    </ChoiceFieldset>
  );
}
