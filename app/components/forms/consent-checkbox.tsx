import { CheckboxField } from "~/components/forms/checkbox-field";
import type { FormState } from "~/components/forms/field-binding";
import { ConsentLabel } from "~/components/leads/privacy-notice";

/** The consent every lead form asks for: required, never pre-ticked, with a link to the privacy policy. */
export function ConsentCheckbox({
  label,
  form: { values, errors, setField },
}: {
  label: { before: string; link: string; after: string };
  form: FormState<{ consent: boolean }>;
}) {
  return (
    <CheckboxField
      name="consent"
      required
      checked={values.consent}
      onChange={(e) => setField("consent", e.currentTarget.checked)}
      error={errors.consent}
    >
      <ConsentLabel consent={label} />
    </CheckboxField>
  );
}
