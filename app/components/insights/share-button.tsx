import { useEffect, useId, useRef, useState } from "react";
import { Share2 } from "~/components/icons/share-2";
import { toast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { insightPost } from "~/content/site-insights";

const copy = insightPost.share;

type ShareState = { kind: "idle" } | { kind: "copied" } | { kind: "manual"; url: string };

/**
 * Shares the page: the device's share sheet where there is one, else copies
 * the address to the clipboard ("Link copied"), else shows the address to copy.
 */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const [state, setState] = useState<ShareState>({ kind: "idle" });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  // Sharing needs the browser's APIs: the button works once the page is interactive.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function share() {
    const url = window.location.href;
    setState({ kind: "idle" });
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      setState({ kind: "copied" });
      toast.success(copy.copied, { description: copy.copiedDetail });
    } catch {
      setState({ kind: "manual", url });
      requestAnimationFrame(() => inputRef.current?.select());
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex items-center gap-3">
        <Button variant="outline" size="sm" onClick={share} disabled={!ready}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {copy.button}
        </Button>
        <p role="status" className="text-sm font-medium text-success">
          {state.kind === "copied" ? copy.copied : ""}
        </p>
      </div>
      {state.kind === "manual" ? (
        <div className="w-full max-w-md">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
            {copy.manual}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            readOnly
            value={state.url}
            onFocus={(event) => event.currentTarget.select()}
            className="block h-10 w-full rounded-md border border-line bg-white px-3 text-sm text-ink"
          />
        </div>
      ) : null}
    </div>
  );
}
