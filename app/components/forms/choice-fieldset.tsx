import type { Option } from "~/lib/forms/field-schemas";
import { useId, type ReactNode } from "react";
import { FieldError } from "./control-frame";

/** What every group of choices takes: its legend, the name its inputs share, the choices and its error. */
export type ChoiceGroupProps<O extends Option = Option> = {
  legend: string;
  name: string;
  options: readonly O[];
  error?: string;
  className?: string;
};

/** A group of choices (radio buttons, checkboxes) under one legend, laid out by `gridClass`, with its error below. */
export function ChoiceFieldset<O extends Option>({
  legend,
  options,
  error,
  className = "",
  gridClass,
  children,
}: Omit<ChoiceGroupProps<O>, "name"> & { gridClass: string; children: (option: O) => ReactNode }) {
  const id = useId();
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className={gridClass}>{options.map(children)}</div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
