/**
 * The Automations Assessment: ten questions, then the score, its band and
 * three quick wins, with a call to book that carries the answers to the
 * contact form. The form is a GET form, so the result is a link and works
 * without JavaScript (the server scores it); with JavaScript the same
 * functions check the answers before sending and count them as they are chosen.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { ArrowRight } from "~/components/icons/arrow-right";
import { RotateCcw } from "~/components/icons/rotate-ccw";
import { ErrorSummary } from "~/components/forms/error-summary";
import { RadioGroup } from "~/components/forms/radio-group";
import { useTypedBeforeHydration } from "~/first-load/typed-before-hydration";
import { Button, ButtonLink } from "~/components/ui/button";
import { assessmentCopy as copy, assessmentQuestions, type AssessmentArea } from "~/content/automation-assessment";
import {
  assess,
  assessmentContactHref,
  readAnswers,
  type AnswerReading,
  type AssessmentResult,
} from "~/lib/leads/automation-assessment";

const FORM_ID = "assessment-form";

function answersToParams(answers: AnswerReading["answers"]): URLSearchParams {
  const params = new URLSearchParams();
  for (const [id, level] of Object.entries(answers)) params.set(id, String(level));
  return params;
}

export function AutomationAssessment() {
  const [searchParams] = useSearchParams();
  const fromUrl = readAnswers(searchParams);
  const result = fromUrl.complete ? assess(fromUrl.complete) : null;
  const [answers, setAnswers] = useState(fromUrl.answers);
  const [errors, setErrors] = useState(fromUrl.errors);
  const navigation = useNavigation();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const shownCode = useRef(result?.code ?? null);

  // A new URL (sent, restarted, back and forward) is what the form shows. The first one is already in the state.
  const urlKey = searchParams.toString();
  const shownUrl = useRef(urlKey);
  useEffect(() => {
    if (shownUrl.current === urlKey) return;
    shownUrl.current = urlKey;
    const reading = readAnswers(new URLSearchParams(urlKey));
    setAnswers(reading.answers);
    setErrors(reading.errors);
  }, [urlKey]);

  // After sending, take the reader to the result.
  useEffect(() => {
    if (result && result.code !== shownCode.current) {
      resultHeading.current?.focus();
      resultHeading.current?.scrollIntoView({ block: "start" });
    }
    shownCode.current = result?.code ?? null;
  }, [result]);

  const formRef = useRef<HTMLFormElement>(null);
  const chosen = Object.fromEntries(
    assessmentQuestions.map((question) => [
      question.id,
      answers[question.id] === undefined ? "" : String(answers[question.id]),
    ]),
  );
  useTypedBeforeHydration(formRef, chosen, (id, value) => {
    if (value) choose(id as AssessmentArea, value);
  });

  const answered = Object.keys(answers).length;
  const missing = Object.keys(errors).length;

  function choose(id: AssessmentArea, value: string) {
    setAnswers((current) => ({ ...current, [id]: Number(value) }));
    setErrors((current) => {
      const { [id]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const reading = readAnswers(answersToParams(answers), { sent: true });
    if (reading.complete) return;
    event.preventDefault();
    setErrors(reading.errors);
    const first = assessmentQuestions.find((question) => reading.errors[question.id]);
    if (first) document.querySelector<HTMLInputElement>(`#${FORM_ID} input[name="${first.id}"]`)?.focus();
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      {result ? <Result result={result} headingRef={resultHeading} /> : null}

      <section
        id="assessment-questions"
        aria-labelledby="assessment-questions-heading"
        className={`scroll-mt-24 ${result ? "mt-16" : ""}`}
      >
        <h2 id="assessment-questions-heading" className="font-display text-3xl font-semibold text-brand-900">
          {copy.formHeading}
        </h2>
        <p className="mt-3 text-lg text-muted">{copy.formIntro}</p>
        <p aria-live="polite" className="mt-4 text-sm font-semibold text-brand-700">
          {copy.progress(answered, assessmentQuestions.length)}
        </p>
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-sand">
          <div
            className="h-full rounded-full bg-brand-700 transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${(answered / assessmentQuestions.length) * 100}%` }}
          />
        </div>

        <Form
          ref={formRef}
          id={FORM_ID}
          method="get"
          preventScrollReset
          noValidate
          onSubmit={onSubmit}
          className="mt-8 space-y-8"
        >
          {missing > 0 ? <ErrorSummary title={copy.incomplete(missing)} /> : null}
          {assessmentQuestions.map((question, index) => (
            <div key={question.id} className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-brand-600">{question.topic}</p>
              <RadioGroup
                className="mt-2"
                legend={`${index + 1}. ${question.question}`}
                name={question.id}
                options={question.options.map((label, level) => ({ value: String(level), label }))}
                value={answers[question.id] === undefined ? "" : String(answers[question.id])}
                onChange={(value) => choose(question.id, value)}
                error={errors[question.id]}
              />
            </div>
          ))}
          <Button type="submit" size="lg" disabled={navigation.state === "loading"}>
            {copy.submit}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Button>
        </Form>
      </section>
    </div>
  );
}

function Result({
  result,
  headingRef,
}: {
  result: AssessmentResult;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section id="assessment-result" aria-labelledby="assessment-result-heading" className="scroll-mt-24">
      <div className="rounded-2xl bg-brand-900 px-6 py-10 text-white shadow-xl sm:px-10">
        <h2
          id="assessment-result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-3xl font-semibold outline-none"
        >
          {copy.resultHeading}
        </h2>
        <p className="mt-6 flex items-baseline gap-3">
          <span className="font-display text-6xl font-semibold">{result.score}</span>
          <span className="text-xl text-white/80">out of 100</span>
        </p>
        <p className="mt-4 text-xl font-semibold text-accent-400">{result.band.label}</p>
        <p className="mt-2 max-w-2xl text-lg text-white/85">{result.band.summary}</p>
      </div>

      <h3 className="mt-12 font-display text-2xl font-semibold text-brand-900">{copy.quickWinsHeading}</h3>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {result.quickWins.map((win, index) => (
          <li key={win.area} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
            <span className="text-sm font-semibold text-brand-600">Quick win {index + 1}</span>
            <h4 className="mt-2 text-lg font-semibold text-brand-900">{win.title}</h4>
            <p className="mt-2 text-muted">{win.body}</p>
            <p className="mt-4 border-t border-line pt-4 text-sm font-medium text-ink">{win.result}</p>
          </li>
        ))}
      </ol>

      <div className="mt-10 rounded-xl bg-sand px-6 py-8 sm:px-8">
        <h3 className="font-display text-2xl font-semibold text-brand-900">{copy.callHeading}</h3>
        <p className="mt-2 text-lg text-muted">{copy.callBody}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={assessmentContactHref(result)} size="lg">
            {copy.callAction}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </ButtonLink>
          <Link
            to="/automations-assessment"
            className="inline-flex items-center gap-2 px-2 py-3 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {copy.restart}
          </Link>
        </div>
      </div>
    </section>
  );
}
