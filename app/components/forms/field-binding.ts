import type { ChangeEvent } from "react";
import type { FieldErrors } from "~/lib/forms/form-answers";

/** What a form's hook (useStepForm, useSingleForm) holds of its answers. */
export type FormState<V> = {
  values: V;
  errors: FieldErrors;
  setField: <K extends keyof V>(name: K, value: V[K]) => void;
};

/** The names of a form's text answers: what an input or a select holds. */
export type TextName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * What ties an input or a select to one of the form's text answers: its name, value, change and error. Spread it
 * after the control's other props, so that the markup keeps its order of attributes (value last).
 */
export function bindField<V>({ values, errors, setField }: FormState<V>, name: TextName<V>) {
  return {
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setField(name, event.currentTarget.value as V[TextName<V>]),
    error: errors[name],
  };
}
