import type { Option } from "~/lib/forms/field-schemas";
import type { SelectHTMLAttributes } from "react";
import { ChevronDown } from "~/components/icons/chevron-down";
import { ControlFrame } from "./control-frame";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children"> & {
  label: string;
  name: string;
  options: readonly Option[];
  /** the first, empty choice ("Choose one"); it cannot be chosen again once left, unless `optional` */
  placeholder: string;
  /** the field may be left empty: the placeholder stays a choice, to take an answer back */
  optional?: boolean;
  error?: string;
  hint?: string;
};

/** A labelled native select with a placeholder choice, its hint and its error. */
export function SelectField({
  label,
  name,
  options,
  placeholder,
  optional = false,
  error,
  hint,
  className = "",
  ...props
}: SelectFieldProps) {
  return (
    <ControlFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <select
            id={control.id}
            name={name}
            {...control.aria}
            className={`${control.className} h-11 appearance-none pr-10`}
            {...props}
          >
            <option value="" disabled={!optional}>
              {placeholder}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </ControlFrame>
  );
}
