/**
 * The medical practice ROI calculator: five figures in, the monthly and
 * annual value in rand, the return on investment and the recovered hours,
 * calls and no-shows out (spec section 9, app/components/widgets/roi-calculator-figures.ts).
 * Works as a GET form without JavaScript; with it, results follow every key.
 * Its words come with the section, as the page's data.
 */
import { useRef, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { Field } from "~/components/forms/field";
import { useTypedBeforeHydration } from "~/first-load/typed-before-hydration";
import { useHydrated } from "~/components/forms/use-hydrated";
import { SectionHeader } from "~/components/sections/section-shell";
import { Button } from "~/components/ui/button";
import type { RoiCalculatorSection } from "~/content/pages/types";
import { formatRand } from "~/lib/pages/format";
import {
  calculateRoi,
  oneDecimal,
  readRoiInputs,
  readRoiNumber,
  type RoiInputs,
} from "~/components/widgets/roi-calculator-figures";

export function RoiCalculator({ section }: { section: RoiCalculatorSection }) {
  const { copy } = section;
  const fields = Object.keys(copy.fields) as (keyof RoiInputs)[];
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [typed, setTyped] = useState<Record<keyof RoiInputs, string>>(() => {
    const start = readRoiInputs(searchParams);
    return Object.fromEntries(fields.map((key) => [key, String(start[key])])) as Record<keyof RoiInputs, string>;
  });
  const inputs = Object.fromEntries(fields.map((key) => [key, readRoiNumber(typed[key])])) as RoiInputs;
  const result = calculateRoi(inputs);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, typed, (key, value) => setTyped((current) => ({ ...current, [key]: value })));

  return (
    <section
      id="roi-calculator"
      aria-labelledby="roi-calculator-heading"
      className="scroll-mt-24 bg-paper py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          section={{ id: "roi-calculator", eyebrow: copy.eyebrow, heading: copy.heading, intro: copy.intro }}
        />
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <Form
            ref={formRef}
            method="get"
            preventScrollReset
            className="grid content-start gap-5 rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8"
          >
            {fields.map((key) => (
              <Field
                key={key}
                label={copy.fields[key]}
                name={key}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={typed[key]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setTyped((current) => ({ ...current, [key]: value }));
                }}
              />
            ))}
            {hydrated ? null : <Button type="submit">{copy.calculate}</Button>}
          </Form>
          <div aria-live="polite" className="rounded-2xl bg-brand-900 p-6 text-white shadow-xl sm:p-8">
            <h3 className="font-display text-2xl font-semibold">{copy.resultsHeading}</h3>
            <dl className="mt-6 grid gap-6 sm:grid-cols-3">
              <Figure label={copy.monthly} value={formatRand(result.monthlyValue)} />
              <Figure label={copy.annual} value={formatRand(result.annualValue)} />
              <Figure label={copy.roi} value={`${result.roiPercent}%`} />
            </dl>
            <dl className="mt-8 grid gap-4 border-t border-white/20 pt-6 sm:grid-cols-3">
              <Figure small label={copy.recovered.adminHoursSaved} value={oneDecimal(result.adminHoursSaved)} />
              <Figure
                small
                label={copy.recovered.missedCallsRecovered}
                value={oneDecimal(result.missedCallsRecovered)}
              />
              <Figure small label={copy.recovered.noShowsRecovered} value={oneDecimal(result.noShowsRecovered)} />
            </dl>
            <p className="mt-8 text-sm leading-6 text-white/80">{copy.assumptions}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

function Figure({ label, value, small = false }: { label: string; value: string; small?: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-1">
      <dt className="text-sm text-white/80">{label}</dt>
      <dd className={`font-display font-semibold text-accent-400 ${small ? "text-2xl" : "text-3xl"}`}>{value}</dd>
    </div>
  );
}
