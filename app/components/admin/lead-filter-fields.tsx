/**
 * The leads' filter controls, shared by the inbox and the pipeline board: type, status (the inbox only: on the
 * board each column is one), work queue and search, named as the address names them (lead-filter.ts).
 */
import { SelectField } from "~/components/admin/fields";
import { leadKinds } from "~/lib/leads/lead-kinds";
import { Field } from "~/components/forms/field";
import { LEAD_STATUS_LABELS, LEAD_VIEW_LABELS, labelKeys, leadsInbox as copy } from "~/content/admin-leads";
import { LEAD_SEARCH_MAX, type LeadFilter } from "~/lib/leads/lead-filter";

/** A choice list whose first choice is "all": no filter. */
function choices<K extends string>(all: string, labels: Record<K, string>) {
  return [{ value: "", label: all }, ...labelKeys(labels).map((value) => ({ value, label: labels[value] }))];
}

export function LeadFilterFields({ filter, withStatus = true }: { filter: LeadFilter; withStatus?: boolean }) {
  return (
    <>
      <SelectField
        label={copy.filter.type}
        name="type"
        defaultValue={filter.type ?? ""}
        options={choices(copy.filter.allTypes, Object.fromEntries(leadKinds().map((kind) => [kind.name, kind.label])))}
      />
      {withStatus ? (
        <SelectField
          label={copy.filter.status}
          name="status"
          defaultValue={filter.status ?? ""}
          options={choices(copy.filter.allStatuses, LEAD_STATUS_LABELS)}
        />
      ) : null}
      <SelectField
        label={copy.view.label}
        name="view"
        defaultValue={filter.view ?? ""}
        options={choices(copy.view.all, LEAD_VIEW_LABELS)}
      />
      <Field
        label={copy.filter.search}
        name="q"
        type="search"
        defaultValue={filter.q}
        maxLength={LEAD_SEARCH_MAX}
        hint={copy.filter.searchHint}
      />
    </>
  );
}
