/**
 * "Share a preview" under the post editor: one button that asks the server
 * for a signed link (a plain form, so it works without JavaScript), then the
 * link in a read-only field with its expiry, and a copy button when the
 * browser can copy.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { postPages } from "~/content/admin-posts";
import { Button } from "~/components/ui/button";
import { CopyableLink } from "./copyable-link";
import { formatDateTime } from "~/lib/pages/format";

const copy = postPages.edit.previewLink;

export function PreviewLinkPanel({
  link,
  busy,
  icon,
}: {
  link: { url: string; expiresAt: string } | null;
  busy: boolean;
  icon: ReactNode;
}) {
  return (
    <section aria-labelledby="preview-link-heading" className="mt-8 rounded-xl border border-line bg-white p-5">
      <h2 id="preview-link-heading" className="text-base font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.hint}</p>
      {link ? (
        <CopyableLink
          url={link.url}
          label={copy.label}
          note={copy.expires(formatDateTime(link.expiresAt))}
          copy={copy.copy}
          copied={copy.copied}
          selectWhenShown
        />
      ) : null}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="preview-link" />
        <Button type="submit" variant="outline" disabled={busy}>
          {icon}
          {busy ? copy.creating : copy.create}
        </Button>
      </Form>
    </section>
  );
}
