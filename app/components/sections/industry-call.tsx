import { Form } from "react-router";
import { SelectField } from "~/components/forms/select-field";
import { Button } from "~/components/ui/button";
import type { IndustryCallSection } from "~/content/pages/types";
import { SectionShell } from "./section-shell";

/**
 * The visitor's industry, chosen from a list sorted by name after a
 * placeholder that cannot be chosen, and a button that takes it to the call
 * to action's page: a GET form, so /contact?industry=… with or without the
 * page's scripts, and the action's own address when nothing is chosen.
 */
export function IndustryCall({ section: content }: { section: IndustryCallSection }) {
  const options = [...content.industries]
    .sort((a, b) => a.localeCompare(b, "en-ZA"))
    .map((name) => ({ value: name, label: name }));
  const [path, search = ""] = content.action.href.split("?");
  return (
    <SectionShell section={content}>
      <Form
        method="get"
        action={path}
        className="mt-10 flex max-w-3xl flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-sm sm:flex-row sm:items-end sm:p-6"
      >
        {[...new URLSearchParams(search)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SelectField
          label={content.label}
          name="industry"
          placeholder={content.placeholder}
          options={options}
          defaultValue=""
          className="flex-1"
        />
        <Button type="submit" variant="primary" size="md">
          {content.action.label}
        </Button>
      </Form>
    </SectionShell>
  );
}
