/**
 * "Share a preview" under the post editor: one button that asks the server
 * for a signed link (a plain form, so it works without JavaScript), then the
 * link in a read-only field with its expiry, and a copy button when the
 * browser can copy.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form } from "react-router";
import { postPages } from "~/content/admin-posts";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/toasts";
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
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard), []);
  // A new link is selected, ready to copy by keyboard.
  useEffect(() => {
    if (link) field.current?.select();
  }, [link]);

  return (
    <section aria-labelledby="preview-link-heading" className="mt-8 rounded-xl border border-line bg-white p-5">
      <h2 id="preview-link-heading" className="text-base font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.hint}</p>
      {link ? (
        <div className="mt-4 grid gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-ink">
            {copy.label}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              ref={field}
              id={fieldId}
              readOnly
              value={link.url}
              aria-describedby={`${fieldId}-expires`}
              className="min-w-0 flex-1 rounded-md border border-line bg-paper px-3 py-2 font-mono text-sm text-ink"
            />
            {canCopy ? (
              <Button
                type="button"
                variant="outline"
                onClick={async () => {
                  await navigator.clipboard.writeText(link.url);
                  toast.success(copy.copied);
                }}
              >
                {copy.copy}
              </Button>
            ) : null}
          </div>
          <p id={`${fieldId}-expires`} className="text-xs text-muted">
            {copy.expires(formatDateTime(link.expiresAt))}
          </p>
        </div>
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
