/**
 * A link for staff to pass on (a post's preview, a host's calendar feed): in a read-only field with its label and a
 * note below, and a button that copies it when the browser can copy. `selectWhenShown` selects a new link, ready to
 * copy by keyboard; a focused field is always selected whole.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/toasts";

export function CopyableLink({
  url,
  label,
  note,
  copy,
  copied,
  selectWhenShown = false,
}: {
  url: string;
  label: string;
  note: string;
  copy: string;
  copied: string;
  selectWhenShown?: boolean;
}) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard), []);
  useEffect(() => {
    if (selectWhenShown) field.current?.select();
  }, [url, selectWhenShown]);
  return (
    <div className="mt-4 grid gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={field}
          id={fieldId}
          readOnly
          value={url}
          aria-describedby={`${fieldId}-note`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-line bg-paper px-3 py-2 font-mono text-sm text-ink"
        />
        {canCopy ? (
          <Button
            type="button"
            variant="outline"
            onClick={async () => {
              await navigator.clipboard.writeText(url);
              toast.success(copied);
            }}
          >
            {copy}
          </Button>
        ) : null}
      </div>
      <p id={`${fieldId}-note`} className="text-xs text-muted">
        {note}
      </p>
    </div>
  );
}
