import type { Option as BaseOption } from "~/lib/forms/field-schemas";
import { ChoiceFieldset, type ChoiceGroupProps } from "./choice-fieldset";

/** A radio choice may say a little more under its label. */
type Option = BaseOption & { readonly description?: string };

/**
 * Native radio buttons under one legend: arrow keys move between them, the form posts the chosen value. Held by the
 * caller's state (`value`, `onChange`), or by the form's own (`defaultValue`: no JavaScript needed).
 */
export function RadioGroup({
  value,
  defaultValue,
  onChange,
  ...group
}: ChoiceGroupProps<Option> &
  (
    | { value: string; defaultValue?: never; onChange?: (value: string) => void }
    | { value?: never; defaultValue: string; onChange?: never }
  )) {
  return (
    <ChoiceFieldset {...group} gridClass="grid gap-3 sm:grid-cols-2">
      {(option) => (
        <label
          key={option.value}
          className={`flex cursor-pointer items-center gap-3 rounded-md border bg-white px-4 py-3 text-base font-medium text-ink hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ${
            group.error ? "border-danger" : "border-line"
          }`}
        >
          <input
            type="radio"
            name={group.name}
            value={option.value}
            {...(value === undefined
              ? { defaultChecked: defaultValue === option.value }
              : { checked: value === option.value, onChange: () => onChange?.(option.value) })}
            className="h-5 w-5 shrink-0 accent-brand-800"
          />
          <span>
            {option.label}
            {option.description ? (
              <span className="block text-sm font-normal text-muted">{option.description}</span>
            ) : null}
          </span>
        </label>
      )}
    </ChoiceFieldset>
  );
}
