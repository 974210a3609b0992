import { SelectField } from "~/components/forms/select-field";
import { ButtonLink } from "~/components/ui/button";
import type { IndustryCallSection } from "~/content/pages/types";
import { SectionShell } from "./section-shell";

/**
 * The visitor's industry, chosen from a list sorted by name after a
 * placeholder that cannot be chosen, beside a call to action whose link is
 * the same whatever is chosen: a plain link, so it works before the page's
 * scripts run.
 */
export function IndustryCall({ section: content }: { section: IndustryCallSection }) {
  const options = [...content.industries]
    .sort((a, b) => a.localeCompare(b, "en-ZA"))
    .map((name) => ({ value: name, label: name }));
  return (
    <SectionShell section={content}>
      <div className="mt-10 flex max-w-3xl flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-sm sm:flex-row sm:items-end sm:p-6">
        <SelectField
          label={content.label}
          name="industry"
          placeholder={content.placeholder}
          options={options}
          defaultValue=""
          className="flex-1"
        />
        <ButtonLink to={content.action.href} variant="primary" size="md">
          {content.action.label}
        </ButtonLink>
      </div>
    </SectionShell>
  );
}
