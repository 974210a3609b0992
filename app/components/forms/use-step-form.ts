import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigation } from "react-router";
import type { FieldErrors, FormError, StepActionData } from "~/lib/forms/form-answers";
import { useTypedBeforeHydration } from "../../first-load/typed-before-hydration";
import { useHydrated } from "./use-hydrated";

type Options<V> = {
  /** the action's latest answer (useActionData / actionData) */
  result: StepActionData<V> | undefined;
  /** the key rendered with the page, used until an answer brings a new one */
  idempotencyKey: string;
  empty: V;
  stepCount: number;
  validateStep: (step: number, values: V) => FieldErrors;
  validateAll: (values: V) => FieldErrors;
  firstErrorStep: (errors: FieldErrors) => number;
  /** after the action's answer arrives in the browser (toasts) */
  onResult?: (result: StepActionData<V>) => void;
};

type FocusRequest = { target: "heading" | "error"; id: number } | null;

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/**
 * The state of a multi-step form that works without JavaScript and is
 * enhanced with it. The server renders whichever step the action answered
 * (earlier and later steps travel as hidden fields); once hydrated, Next and
 * Back run in the browser with the same validation, and only the final
 * submit goes to the action, which validates everything again.
 */
export function useStepForm<V extends object>({
  result,
  idempotencyKey,
  empty,
  stepCount,
  validateStep,
  validateAll,
  firstErrorStep,
  onResult,
}: Options<V>) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  const initial = result?.status === "step" ? result : undefined;
  const [step, setStep] = useState(initial?.step ?? 1);
  const [values, setValues] = useState<V>(initial?.values ?? empty);
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [formError, setFormError] = useState<FormError | undefined>(initial?.formError);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const [seen, setSeen] = useState(result);

  // A new answer from the action (after an enhanced submit): show it.
  if (result !== seen) {
    setSeen(result);
    if (result?.status === "step") {
      setStep(result.step);
      setValues(result.values);
      setErrors(result.errors);
      setFormError(result.formError);
      setFocusRequest((r) => ({ target: hasErrors(result.errors) ? "error" : "heading", id: (r?.id ?? 0) + 1 }));
    } else if (result?.status === "success") {
      setStep(1);
      setValues(empty);
      setErrors({});
      setFormError(undefined);
    }
  }

  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });
  useEffect(() => {
    if (result) onResultRef.current?.(result);
  }, [result]);

  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "error") {
      const invalid = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], fieldset[aria-describedby] input',
      );
      if (invalid) {
        invalid.focus();
        return;
      }
    }
    headingRef.current?.focus();
  }, [focusRequest]);

  const requestFocus = (target: "heading" | "error") => setFocusRequest((r) => ({ target, id: (r?.id ?? 0) + 1 }));

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

  /** Runs Next and Back in the browser; lets a valid final submit through to the action. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "submit";
    if (intent === "back") {
      event.preventDefault();
      setStep((s) => Math.max(1, s - 1));
      setErrors({});
      setFormError(undefined);
      requestFocus("heading");
      return;
    }
    if (intent === "next") {
      event.preventDefault();
      const found = validateStep(step, values);
      setErrors(found);
      if (hasErrors(found)) {
        requestFocus("error");
      } else {
        setFormError(undefined);
        setStep(Math.min(stepCount, step + 1));
        requestFocus("heading");
      }
      return;
    }
    if (submitting) {
      event.preventDefault();
      return;
    }
    const found = validateAll(values);
    if (hasErrors(found)) {
      event.preventDefault();
      setErrors(found);
      setStep(firstErrorStep(found));
      requestFocus("error");
      return;
    }
    setErrors({});
    setFormError(undefined);
  };

  const key = result?.idempotencyKey ?? idempotencyKey;
  return {
    hydrated,
    submitting,
    step,
    stepCount,
    values,
    errors,
    formError,
    setField,
    onSubmit,
    formRef,
    headingRef,
    idempotencyKey: key,
  };
}
