import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { FieldErrors, FormError, SingleFormAnswer } from "~/lib/forms/form-answers";
import { useTypedBeforeHydration } from "../../first-load/typed-before-hydration";
import { useHydrated } from "./use-hydrated";

/** What a one-step form's component takes from its page. */
export type SingleFormProps<V> = {
  /** the key rendered with the page, used until an answer brings a new one */
  idempotencyKey: string;
  /** the action's answer when the page was rendered after a post without JavaScript */
  result?: SingleFormAnswer<V>;
};

type Options<V> = SingleFormProps<V> & {
  /** names the fetcher, so the answer survives a re-render of the page */
  fetcherKey: string;
  empty: V;
  validate: (values: V) => FieldErrors;
};

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/**
 * The state of a one-step form that works without JavaScript and is
 * enhanced with it: without JavaScript it posts to the page's action and
 * the page shows the answer; once hydrated it validates in the browser with
 * the same rules and posts through a fetcher, staying on the page. The
 * first invalid field takes the focus; success clears the form.
 */
export function useSingleForm<V extends object>({ fetcherKey, result, idempotencyKey, empty, validate }: Options<V>) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<SingleFormAnswer<V>>({ key: fetcherKey });
  const answer = fetcher.data ?? result;
  const submitting = fetcher.state !== "idle";

  const initial = answer?.status === "error" ? answer : undefined;
  const [values, setValues] = useState<V>(initial?.values ?? empty);
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [formError, setFormError] = useState<FormError | undefined>(initial?.formError);
  const [succeeded, setSucceeded] = useState(answer?.status === "success");
  const [focusRequest, setFocusRequest] = useState(0);
  const [seen, setSeen] = useState(answer);

  // A new answer from the action: show it.
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.status === "error") {
      setValues(answer.values);
      setErrors(answer.errors);
      setFormError(answer.formError);
      setSucceeded(false);
      if (hasErrors(answer.errors)) setFocusRequest((n) => n + 1);
    } else if (answer?.status === "success") {
      setValues(empty);
      setErrors({});
      setFormError(undefined);
      setSucceeded(true);
    }
  }

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!((name as string) in current)) return current;
      const next = { ...current };
      delete next[name as string];
      return next;
    });
  }, []);
  useTypedBeforeHydration(formRef, values, setField);

  /** Validates in the browser; lets a valid submission through to the action. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const found = validate(values);
    setErrors(found);
    setFormError(undefined);
    setSucceeded(false);
    if (hasErrors(found)) {
      event.preventDefault();
      setFocusRequest((n) => n + 1);
    }
  };

  return {
    hydrated,
    fetcher,
    submitting,
    values,
    errors,
    formError,
    succeeded,
    setField,
    onSubmit,
    formRef,
    idempotencyKey: answer?.idempotencyKey ?? idempotencyKey,
  };
}
