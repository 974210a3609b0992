import { CheckboxField } from "~/components/forms/checkbox-field";
import { ConsentLabel } from "~/components/leads/privacy-notice";

/** The consent every lead form asks for: required, never pre-ticked, with a link to the privacy policy. */
export function ConsentCheckbox({
  label,
  checked,
  error,
  onChange,
}: {
  label: { before: string; link: string; after: string };
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckboxField name="consent" required checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} error={error}>
      <ConsentLabel consent={label} />
    </CheckboxField>
  );
}
