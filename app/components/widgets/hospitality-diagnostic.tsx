/**
 * The hospitality quick diagnostic: six statements to tick, each with its
 * impact, and a result card (risk level, issues identified, Get Your Action
 * Plan) shown once at least one is ticked. Works as a GET form without
 * JavaScript (the server reads the ticks from the address); with it, the
 * result follows every tick at once. Its words come with the section, as
 * the page's data.
 */
import { useRef, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { ArrowRight } from "~/components/icons/arrow-right";
import { useTypedBeforeHydration } from "~/first-load/typed-before-hydration";
import { useHydrated } from "~/components/forms/use-hydrated";
import { SectionHeader } from "~/components/sections/section-shell";
import { Button, ButtonLink } from "~/components/ui/button";
import type { DiagnosticItem, HospitalityDiagnosticSection } from "~/content/pages/types";
import { diagnosticRisk, readSelectedIssues, type Severity } from "~/components/widgets/hospitality-diagnostic-rule";

const severityClasses: Record<Severity, string> = {
  high: "bg-danger/10 text-danger",
  medium: "bg-accent-400/25 text-brand-900",
  low: "bg-brand-50 text-brand-800",
};

export function HospitalityDiagnostic({ section }: { section: HospitalityDiagnosticSection }) {
  const { copy, items: diagnosticItems } = section;
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [ticked, setTicked] = useState(
    () => new Set(readSelectedIssues(searchParams, diagnosticItems).map((item) => item.id)),
  );
  const selected = diagnosticItems.filter((item) => ticked.has(item.id));
  const risk = diagnosticRisk(selected);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { issue: selected.map((item) => item.id) }, (_, ids) => setTicked(new Set(ids)));

  function toggle(item: DiagnosticItem, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(item.id);
      else next.delete(item.id);
      return next;
    });
  }

  return (
    <section
      id="hospitality-diagnostic"
      aria-labelledby="hospitality-diagnostic-heading"
      className="scroll-mt-24 bg-paper py-16 sm:py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:px-8">
        <div>
          <SectionHeader section={{ id: "hospitality-diagnostic", heading: copy.heading, intro: copy.intro }} />
          <Form ref={formRef} method="get" preventScrollReset className="mt-8">
            <fieldset>
              <legend className="sr-only">{copy.legend}</legend>
              <ul className="grid gap-3">
                {diagnosticItems.map((item) => (
                  <li key={item.id}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white p-4 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                      <input
                        type="checkbox"
                        name="issue"
                        value={item.id}
                        checked={ticked.has(item.id)}
                        onChange={(event) => toggle(item, event.currentTarget.checked)}
                        className="mt-1 h-5 w-5 shrink-0 accent-brand-800"
                      />
                      <span className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                        <span className="font-medium text-ink">{item.label}</span>
                        <span
                          className={`shrink-0 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${severityClasses[item.severity]}`}
                        >
                          {copy.severityLabels[item.severity]}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            {hydrated ? null : (
              <Button type="submit" className="mt-6">
                {copy.check}
              </Button>
            )}
          </Form>
        </div>
        <div aria-live="polite" className="lg:sticky lg:top-24 lg:self-start">
          {risk ? (
            <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-xl sm:p-8" data-testid="diagnostic-result">
              <h3 className="font-display text-2xl font-semibold">{copy.resultHeading}</h3>
              <p className="mt-4 text-lg">
                {copy.riskLabel} <strong className="font-semibold text-accent-400">{risk}</strong>
              </p>
              <p className="mt-1 text-white/85">
                {(selected.length === 1 ? copy.issues.one : copy.issues.other).replace(
                  "{count}",
                  String(selected.length),
                )}
              </p>
              <p className="mt-4 leading-7 text-white/85">{copy.summaries[risk]}</p>
              <ButtonLink to={copy.action.href} variant="accent" className="mt-6">
                {copy.action.label}
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </ButtonLink>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
