import { useLayoutEffect, type RefObject } from "react";

type FieldValue = string | boolean | string[];

/** A form's controls named `name`: text, select, textarea, radios, checkboxes and hidden copies. */
function controlsNamed(form: HTMLFormElement, name: string): HTMLInputElement[] {
  return Array.from(form.elements).filter(
    (element): element is HTMLInputElement => "name" in element && (element as HTMLInputElement).name === name,
  );
}

/** What the controls named like a field hold, read as the field's type; undefined when the form has none. */
function readField(controls: HTMLInputElement[], like: FieldValue): FieldValue | undefined {
  if (controls.length === 0) return undefined;
  if (Array.isArray(like)) {
    // A group of checkboxes, or hidden copies of the ticked values while another step is shown.
    return controls.filter((control) => control.type === "hidden" || control.checked).map((control) => control.value);
  }
  if (typeof like === "boolean") {
    const [control] = controls;
    return control.type === "hidden" ? control.value === "on" : control.checked;
  }
  const radios = controls.filter((control) => control.type === "radio");
  if (radios.length > 0) return radios.find((radio) => radio.checked)?.value ?? "";
  return controls[0].value;
}

const same = (a: FieldValue, b: FieldValue) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((value, index) => value === b[index])
    : a === b;

/**
 * The fields of `values` whose controls in `form` hold something else: what a
 * visitor typed, ticked or chose in the server's markup before the scripts ran.
 */
function typedValues<V extends object>(form: HTMLFormElement, values: V): Partial<V> {
  const typed: Partial<V> = {};
  for (const [name, current] of Object.entries(values) as [keyof V & string, FieldValue][]) {
    const found = readField(controlsNamed(form, name), current);
    if (found !== undefined && !same(found, current)) typed[name] = found as V[keyof V & string];
  }
  return typed;
}

/**
 * Keeps what a visitor typed before React hydrated a form whose fields are
 * controlled. Hydration leaves the DOM's values alone, but the next render
 * writes the state back into every field, so on a slow connection text typed
 * while the scripts load would vanish. In the hydration commit, before that
 * render, this reads the fields and passes each that differs to `adopt`,
 * the setter a keystroke in that field uses.
 */
export function useTypedBeforeHydration<V extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  values: V,
  adopt: <K extends keyof V>(name: K, value: V[K]) => void,
) {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(typedValues(form, values))) adopt(name as keyof V, value as V[keyof V]);
    // Once, when the form first appears: later, every change goes through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
