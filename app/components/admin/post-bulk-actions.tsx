/**
 * The posts list's bulk actions (publish, unpublish, delete): the bar over the list, with its own form that every
 * row's checkbox belongs to (`form` attribute), the dialog that names the count before a deletion, and the same
 * question as a page of its own for a browser without JavaScript.
 */
import { useEffect, useRef, useState } from "react";
import { AlertDialog } from "radix-ui";
import { Form, useNavigation, useSubmit } from "react-router";
import { adminDashboard as copy } from "~/content/admin-posts";
import { useHydrated } from "~/components/forms/use-hydrated";
import { Button, ButtonLink } from "~/components/ui/button";
import type { PostFilter } from "~/lib/insights/admin-post-filter";
import type { PostBulkAction } from "~/lib/insights/post-bulk";
import { ConfirmDialog } from "./confirm-dialog";
import type { RowSelection } from "./row-selection";

export const POSTS_BULK_FORM = "posts-bulk";

/** The filter the list shows, sent with an action: where to come back to, and what "all matching" means. */
function FilterFields({ filter }: { filter: PostFilter }) {
  return (
    <>
      <input type="hidden" name="q" value={filter.q} />
      <input type="hidden" name="status" value={filter.status} />
      <input type="hidden" name="category" value={filter.category} />
      <input type="hidden" name="page" value={String(filter.page)} />
    </>
  );
}

export function PostBulkBar({ selection, filter }: { selection: RowSelection; filter: PostFilter }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "bulk";
  const none = hydrated && selection.count === 0;

  // Once an action is done (or refused, with the list read afresh), the selection starts again.
  const wasBusy = useRef(false);
  const { clear } = selection;
  useEffect(() => {
    if (wasBusy.current && !busy) clear();
    wasBusy.current = busy;
  }, [busy, clear]);

  function confirmDelete() {
    if (!form.current) return;
    const data = new FormData(form.current);
    data.set("bulkAction", "delete");
    data.set("confirm", "yes");
    submit(data, { method: "post" });
    setConfirming(false);
  }

  return (
    <Form
      ref={form}
      id={POSTS_BULK_FORM}
      method="post"
      aria-label={copy.bulk.label}
      className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-b-xl border-t border-line bg-sand px-5 py-3"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value !== "delete") return;
        // With JavaScript the deletion is asked in a dialog that names the count; without it, on a page of its own.
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <input type="hidden" name="intent" value="bulk" />
      {selection.allMatching ? <input type="hidden" name="scope" value="matching" /> : null}
      <FilterFields filter={filter} />
      <p className="text-sm text-ink" role="status">
        {selection.count === 0 ? copy.bulk.hint : copy.bulk.selected(selection.count)}
      </p>
      {selection.canSelectMatching ? (
        <Button type="button" variant="ghost" size="sm" onClick={selection.selectMatching}>
          {copy.bulk.selectMatching(selection.total)}
        </Button>
      ) : null}
      {selection.allMatching ? (
        <span className="text-sm text-muted">{copy.bulk.allMatching(selection.count)}</span>
      ) : null}
      {/* With JavaScript the actions appear once a post is ticked; without it they are always there. */}
      {none ? null : (
        <div className="ml-auto flex flex-wrap gap-2">
          {(["publish", "unpublish"] as const satisfies readonly PostBulkAction[]).map((action) => (
            <Button
              key={action}
              type="submit"
              name="bulkAction"
              value={action}
              variant="outline"
              size="sm"
              disabled={busy}
            >
              {busy && navigation.formData?.get("bulkAction") === action
                ? copy.bulk.working
                : copy.bulk.actions[action]}
            </Button>
          ))}
          <Button
            ref={deleteButton}
            type="submit"
            name="bulkAction"
            value="delete"
            variant="danger"
            size="sm"
            disabled={busy}
          >
            {busy && navigation.formData?.get("bulkAction") === "delete" ? copy.bulk.working : copy.bulk.actions.delete}
          </Button>
          {hydrated && selection.count > 0 ? (
            <Button type="button" variant="ghost" size="sm" onClick={selection.clear} disabled={busy}>
              {copy.bulk.clear}
            </Button>
          ) : null}
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.bulk.confirmHeading(selection.count)}
        description={copy.bulk.confirmWarning(selection.count)}
        returnFocusTo={deleteButton}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <AlertDialog.Cancel asChild>
            <Button variant="outline">{copy.cancel}</Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action asChild>
            <Button variant="danger" onClick={confirmDelete}>
              {copy.bulk.confirmButton(selection.count)}
            </Button>
          </AlertDialog.Action>
        </div>
      </ConfirmDialog>
    </Form>
  );
}

/** Without JavaScript: the deletion of the selected posts asked on a page of its own, naming the count. */
export function ConfirmBulkDeletePage({
  count,
  ids,
  matching,
  filter,
  backTo,
}: {
  count: number;
  ids: string[];
  matching: boolean;
  filter: PostFilter;
  backTo: string;
}) {
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.bulk.confirmHeading(count)}</h1>
      <section aria-labelledby="bulk-confirm-heading" className="mt-6 rounded-xl border border-line bg-white p-6">
        <h2 id="bulk-confirm-heading" className="text-lg font-semibold text-ink">
          {copy.bulk.confirmHeading(count)}
        </h2>
        <p className="mt-2 text-sm text-muted">{copy.bulk.confirmWarning(count)}</p>
        <Form method="post" className="mt-6 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="bulk" />
          <input type="hidden" name="bulkAction" value="delete" />
          <input type="hidden" name="confirm" value="yes" />
          {matching ? <input type="hidden" name="scope" value="matching" /> : null}
          {ids.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <FilterFields filter={filter} />
          <Button type="submit" variant="danger">
            {copy.bulk.confirmButton(count)}
          </Button>
          <ButtonLink to={backTo} variant="outline">
            {copy.cancel}
          </ButtonLink>
        </Form>
      </section>
    </div>
  );
}
