/**
 * The inbox's bulk actions (assign an owner, set a status, mark as spam, export, erase): the bar under the list,
 * with its own form that every row's checkbox belongs to (`form` attribute), the dialog that names the count before
 * an erasure, and the same question as a page of its own for a browser without JavaScript. "Export selected" posts
 * the same fields to the CSV route as a plain form, so that the browser saves the file.
 */
import { useEffect, useRef, useState } from "react";
import { AlertDialog } from "radix-ui";
import { Form, useNavigation, useSubmit } from "react-router";
import { LEAD_STATUS_LABELS, labelKeys, leadOwner, leadsInbox } from "~/content/admin-leads";
import { useHydrated } from "~/components/forms/use-hydrated";
import { Button, ButtonLink } from "~/components/ui/button";
import type { LeadFilter } from "~/lib/leads/lead-filter";
import { ConfirmDialog } from "./confirm-dialog";
import type { RowSelection } from "./row-selection";

export const LEADS_BULK_FORM = "leads-bulk";
const EXPORT_ACTION = "/admin/leads/export.csv";
const copy = leadsInbox.bulk;

/** The filter the inbox shows, sent with an action: where to come back to, and what "all matching" means. */
function FilterFields({ filter, page }: { filter: LeadFilter; page: number }) {
  return (
    <>
      <input type="hidden" name="view" value={filter.view ?? ""} />
      <input type="hidden" name="type" value={filter.type ?? ""} />
      <input type="hidden" name="status" value={filter.status ?? ""} />
      <input type="hidden" name="q" value={filter.q} />
      <input type="hidden" name="page" value={String(page)} />
    </>
  );
}

/** Posts `data` to `action` as a plain form (the browser's own navigation), for a download. */
function postNatively(action: string, data: FormData) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  form.hidden = true;
  for (const [name, value] of data) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = String(value);
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

const selectClasses =
  "h-9 rounded-md border border-line bg-white px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export function LeadBulkBar({
  selection,
  filter,
  page,
  owners,
  mayExport,
  mayErase,
}: {
  selection: RowSelection;
  filter: LeadFilter;
  page: number;
  owners: { id: string; name: string }[];
  mayExport: boolean;
  mayErase: boolean;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "bulk";
  const working = (action: string) => busy && navigation.formData?.get("bulkAction") === action;
  const none = hydrated && selection.count === 0;

  // Once an action is done (or refused, with the list read afresh), the selection starts again.
  const wasBusy = useRef(false);
  const { clear } = selection;
  useEffect(() => {
    if (wasBusy.current && !busy) clear();
    wasBusy.current = busy;
  }, [busy, clear]);

  function confirmErase() {
    if (!form.current) return;
    const data = new FormData(form.current);
    data.set("bulkAction", "erase");
    data.set("confirm", "yes");
    submit(data, { method: "post" });
    setConfirming(false);
  }

  return (
    <Form
      ref={form}
      id={LEADS_BULK_FORM}
      method="post"
      aria-label={copy.label}
      className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-b-xl border-t border-line bg-sand px-5 py-3"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value === "export") {
          // A download: the browser posts it itself, and the inbox stays as it is.
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          data.set("bulkAction", "export");
          postNatively(EXPORT_ACTION, data);
          return;
        }
        if (submitter?.value !== "erase") return;
        // With JavaScript the erasure is asked in a dialog that names the count; without it, on a page of its own.
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <input type="hidden" name="intent" value="bulk" />
      {selection.allMatching ? <input type="hidden" name="scope" value="matching" /> : null}
      <FilterFields filter={filter} page={page} />
      <p className="text-sm text-ink" role="status">
        {selection.count === 0 ? copy.hint : copy.selected(selection.count)}
      </p>
      {selection.canSelectMatching ? (
        <Button type="button" variant="ghost" size="sm" onClick={selection.selectMatching}>
          {copy.selectMatching(selection.total)}
        </Button>
      ) : null}
      {selection.allMatching ? <span className="text-sm text-muted">{copy.allMatching(selection.count)}</span> : null}
      {/* With JavaScript the actions appear once a lead is ticked; without it they are always there. */}
      {none ? null : (
        <div className="flex w-full flex-wrap items-end gap-x-4 gap-y-3">
          <div className="flex items-end gap-2">
            <label className="grid gap-1 text-xs text-muted">
              {copy.owner}
              <select name="owner" className={selectClasses} defaultValue="">
                <option value="">{leadOwner.nobody}</option>
                {owners.map((owner) => (
                  <option key={owner.id} value={owner.id}>
                    {owner.name}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" name="bulkAction" value="assign" variant="outline" size="sm" disabled={busy}>
              {working("assign") ? copy.working : copy.actions.assign}
            </Button>
          </div>
          <div className="flex items-end gap-2">
            <label className="grid gap-1 text-xs text-muted">
              {copy.status}
              <select name="newStatus" className={selectClasses} defaultValue="contacted">
                {labelKeys(LEAD_STATUS_LABELS).map((status) => (
                  <option key={status} value={status}>
                    {LEAD_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" name="bulkAction" value="status" variant="outline" size="sm" disabled={busy}>
              {working("status") ? copy.working : copy.actions.status}
            </Button>
          </div>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button type="submit" name="bulkAction" value="spam" variant="outline" size="sm" disabled={busy}>
              {working("spam") ? copy.working : copy.actions.spam}
            </Button>
            {mayExport ? (
              <Button
                type="submit"
                name="bulkAction"
                value="export"
                formAction={EXPORT_ACTION}
                variant="outline"
                size="sm"
                disabled={busy}
              >
                {copy.actions.export}
              </Button>
            ) : null}
            {mayErase ? (
              <Button
                ref={eraseButton}
                type="submit"
                name="bulkAction"
                value="erase"
                variant="danger"
                size="sm"
                disabled={busy}
              >
                {working("erase") ? copy.working : copy.actions.erase}
              </Button>
            ) : null}
            {hydrated && selection.count > 0 ? (
              <Button type="button" variant="ghost" size="sm" onClick={selection.clear} disabled={busy}>
                {copy.clear}
              </Button>
            ) : null}
          </div>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.confirmHeading(selection.count)}
        description={copy.confirmWarning(selection.count)}
        returnFocusTo={eraseButton}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <AlertDialog.Cancel asChild>
            <Button variant="outline">{copy.cancel}</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action asChild>
            <Button variant="danger" onClick={confirmErase}>
              {copy.confirmButton(selection.count)}
            </Button>
          </AlertDialog.Action>
        </div>
      </ConfirmDialog>
    </Form>
  );
}

/** Without JavaScript: the erasure of the selected leads asked on a page of its own, naming the count. */
export function ConfirmEraseLeadsPage({
  count,
  ids,
  matching,
  filter,
  page,
  backTo,
}: {
  count: number;
  ids: string[];
  matching: boolean;
  filter: LeadFilter;
  page: number;
  backTo: string;
}) {
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.confirmHeading(count)}</h1>
      <section aria-labelledby="erase-confirm-heading" className="mt-6 rounded-xl border border-line bg-white p-6">
        <h2 id="erase-confirm-heading" className="text-lg font-semibold text-ink">
          {copy.confirmHeading(count)}
        </h2>
        <p className="mt-2 text-sm text-muted">{copy.confirmWarning(count)}</p>
        <Form method="post" className="mt-6 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="bulk" />
          <input type="hidden" name="bulkAction" value="erase" />
          <input type="hidden" name="confirm" value="yes" />
          {matching ? <input type="hidden" name="scope" value="matching" /> : null}
          {ids.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <FilterFields filter={filter} page={page} />
          <Button type="submit" variant="danger">
            {copy.confirmButton(count)}
          </Button>
          <ButtonLink to={backTo} variant="outline">
            {copy.cancel}
          </ButtonLink>
        </Form>
      </section>
    </div>
  );
}
