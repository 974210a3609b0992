/**
 * "Insert image", under the post's Markdown editor: a file, its alt text and
 * a button that uploads them to /admin/posts/images and inserts the Markdown
 * it answers at the cursor. Its inputs have no names, so the post form never
 * sends them; it needs JavaScript, and without it is not drawn at all (the
 * featured image's upload in the form itself works either way).
 */
import { useId, useRef, useState } from "react";
import { ControlFrame } from "~/components/forms/control-frame";
import { useHydrated } from "~/components/forms/use-hydrated";
import { Button } from "~/components/ui/button";
import { postForm } from "~/content/admin-posts";
import { POST_LIMITS } from "~/lib/insights/post-schema";
import { IMAGE_ACCEPT } from "./featured-image-field";

export const BODY_IMAGE_ACTION = "/admin/posts/images";
const copy = postForm.bodyImage;

type Problem = { field: "file" | "alt"; message: string } | null;

/** Puts `text` in place of the selection of `textarea` and tells React (and any listener) the text changed. */
function insertAtCursor(textarea: HTMLTextAreaElement, text: string) {
  const { selectionStart, selectionEnd, value } = textarea;
  // An image is a paragraph of its own: blank lines around it unless it starts or ends the text.
  const before =
    selectionStart === 0 || value.slice(0, selectionStart).endsWith("\n\n")
      ? ""
      : value.slice(0, selectionStart).endsWith("\n")
        ? "\n"
        : "\n\n";
  const after =
    selectionEnd === value.length || value.slice(selectionEnd).startsWith("\n\n")
      ? ""
      : value.slice(selectionEnd).startsWith("\n")
        ? "\n"
        : "\n\n";
  textarea.focus();
  textarea.setRangeText(`${before}${text}${after}`, selectionStart, selectionEnd, "end");
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
}

export function BodyImageControl({ textareaId }: { textareaId: string }) {
  const hydrated = useHydrated();
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [status, setStatus] = useState("");

  if (!hydrated) return null;

  function fail(next: NonNullable<Problem>) {
    setProblem(next);
    setStatus("");
    (next.field === "file" ? fileRef : altRef).current?.focus();
  }

  async function upload() {
    const file = fileRef.current?.files?.[0];
    const alt = altRef.current?.value.trim() ?? "";
    if (!file) return fail({ field: "file", message: copy.chooseFile });
    if (!alt) return fail({ field: "alt", message: copy.altRequired });
    setBusy(true);
    setProblem(null);
    setStatus(copy.uploading);
    try {
      const body = new FormData();
      body.set("image", file);
      body.set("alt", alt);
      const response = await fetch(BODY_IMAGE_ACTION, { method: "POST", body });
      const answer = (await response.json().catch(() => null)) as {
        markdown: string | null;
        error: string | null;
      } | null;
      if (!answer?.markdown) {
        const message = answer?.error ?? copy.failed;
        return fail({ field: message === copy.altRequired ? "alt" : "file", message });
      }
      const textarea = document.getElementById(textareaId);
      if (textarea instanceof HTMLTextAreaElement) insertAtCursor(textarea, answer.markdown);
      if (fileRef.current) fileRef.current.value = "";
      if (altRef.current) altRef.current.value = "";
      setStatus(copy.inserted);
    } catch {
      fail({ field: "file", message: copy.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="mt-4 grid gap-3 rounded-md border border-dashed border-line bg-paper p-4"
    >
      <p id={headingId} className="text-sm font-semibold text-ink">
        {copy.heading}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <ControlFrame
          label={copy.file}
          hint={copy.fileHint}
          error={problem?.field === "file" ? problem.message : undefined}
        >
          {(control) => (
            <input
              ref={fileRef}
              id={control.id}
              type="file"
              accept={IMAGE_ACCEPT}
              {...control.aria}
              className={`${control.className} h-11 py-2 text-sm`}
            />
          )}
        </ControlFrame>
        <ControlFrame
          label={copy.alt}
          hint={copy.altHint}
          error={problem?.field === "alt" ? problem.message : undefined}
        >
          {(control) => (
            <input
              ref={altRef}
              id={control.id}
              type="text"
              maxLength={POST_LIMITS.imageAlt}
              {...control.aria}
              className={`${control.className} h-11`}
            />
          )}
        </ControlFrame>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={upload} disabled={busy}>
          {busy ? copy.uploading : copy.upload}
        </Button>
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
    </div>
  );
}
