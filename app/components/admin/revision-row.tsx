/**
 * The cells a history's row (a post's, a page's) shares: when the revision was saved, marked when it is the current
 * one; and its actions, Compare (a link) and Restore (a plain form posting the revision and the version the history
 * was read at, so it works without JavaScript; `onRestore` may stop it to ask first in a dialog).
 */
import type { FormEvent } from "react";
import { Form, Link } from "react-router";
import { DateTime } from "~/components/admin/date-time";
import { GitCompare } from "~/components/icons/git-compare";
import { RotateCcw } from "~/components/icons/rotate-ccw";
import { Button, buttonClasses } from "~/components/ui/button";

export type RevisionRowWords = { current: string; compare: string; restore: string; restoring: string };

/** The row's header cell: when the revision was saved, and "Current" on the latest. */
export function RevisionSavedCell({
  savedAt,
  current,
  words,
}: {
  savedAt: Date | string;
  current: boolean;
  words: RevisionRowWords;
}) {
  return (
    <th scope="row" className="px-5 py-3 font-medium whitespace-nowrap text-ink">
      <DateTime value={savedAt} />
      {current ? (
        <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs text-muted">{words.current}</span>
      ) : null}
    </th>
  );
}

/** The row's last cell: Compare and Restore, each with an accessible name that names the revision. */
export function RevisionActionsCell({
  revisionId,
  version,
  compareTo,
  comparing,
  compareLabel,
  restoreLabel,
  restoring,
  words,
  onRestore,
}: {
  revisionId: string;
  /** the version of the post or page the history was read at */
  version: number;
  /** where Compare goes: the history comparing this revision */
  compareTo: string;
  /** whether this revision's comparison is the one shown */
  comparing: boolean;
  compareLabel: string;
  restoreLabel: string;
  /** the revision being restored now, if any: every Restore button waits */
  restoring: unknown;
  words: RevisionRowWords;
  onRestore?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <td className="px-5 py-3">
      <div className="flex justify-end gap-2">
        <Link
          to={compareTo}
          aria-label={compareLabel}
          aria-current={comparing ? "true" : undefined}
          className={buttonClasses("outline", "sm")}
        >
          <GitCompare aria-hidden="true" className="h-4 w-4" />
          {words.compare}
        </Link>
        <Form method="post" onSubmit={onRestore}>
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="revisionId" value={revisionId} />
          <input type="hidden" name="version" value={version} />
          <Button type="submit" size="sm" variant="outline" aria-label={restoreLabel} disabled={restoring != null}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {restoring === revisionId ? words.restoring : words.restore}
          </Button>
        </Form>
      </div>
    </td>
  );
}
