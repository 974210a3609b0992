/**
 * "Restore" on a row of a history (a post's, a page's): a plain form posting the revision and the version it was
 * read at, so it works without JavaScript; `onSubmit` may stop it to ask first in a dialog.
 */
import type { FormEvent } from "react";
import { Form } from "react-router";
import { RotateCcw } from "~/components/icons/rotate-ccw";
import { Button } from "~/components/ui/button";

export function RestoreRevisionForm({
  revisionId,
  version,
  label,
  restoring,
  words,
  onSubmit,
}: {
  revisionId: string;
  /** the version of the post or page the history was read at */
  version: number;
  /** the button's accessible name, naming the revision */
  label: string;
  /** the revision being restored now, if any: every button waits */
  restoring: unknown;
  words: { restore: string; restoring: string };
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="revisionId" value={revisionId} />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" size="sm" variant="outline" aria-label={label} disabled={restoring != null}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {restoring === revisionId ? words.restoring : words.restore}
      </Button>
    </Form>
  );
}
