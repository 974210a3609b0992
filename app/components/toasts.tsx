/**
 * The site's toasts (sonner), loaded the first time a page has something to
 * say rather than with every page: most visits never show one, and sonner is
 * about 10 KB of compressed script. `toast.success(...)` and friends may be
 * called at any time; the message is shown once sonner has loaded and its
 * Toaster (rendered by <Toasts /> in the root) is listening, so none is lost.
 */
import { type CSSProperties, lazy, Suspense, useEffect, useState } from "react";
import type * as Sonner from "sonner";
import type { Toast } from "~/lib/pages/toast";

type Options = { description?: string };

let sonner: Promise<typeof Sonner> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

/** Set by <Toasts /> while it is mounted: asks it to render the Toaster. */
let requestToaster: (() => void) | undefined;
let toasterWanted = false;
let toasterListening: () => void;
const listening = new Promise<void>((resolve) => (toasterListening = resolve));

function show(kind: Toast["kind"], title: string, options?: Options) {
  toasterWanted = true;
  requestToaster?.();
  void Promise.all([loadSonner(), listening]).then(([{ toast: sonnerToast }]) => {
    if (kind === "info") sonnerToast(title, options);
    else sonnerToast[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options?: Options) => show("success", title, options),
  error: (title: string, options?: Options) => show("error", title, options),
  info: (title: string, options?: Options) => show("info", title, options),
};

/** Shows a toast that arrived with the page (a flash message after a redirect). */
export function showToast(message: Toast) {
  show(message.kind, message.title, { description: message.description });
}

/**
 * Sonner's rich colours put light-theme text at about 4.3:1 on its tinted backgrounds (green 4.25:1), under the 4.5:1
 * that 13px text needs. The site's own success and danger inks, and a darker blue, keep its tints and pass.
 */
const legibleColours = {
  "--success-text": "var(--color-success)",
  "--error-text": "var(--color-danger)",
  "--info-text": "hsl(210, 92%, 35%)",
} as CSSProperties;

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Runs after the Toaster beside it has mounted (sibling effects run in order), so it is subscribed by then. */
function Listening() {
  useEffect(() => toasterListening(), []);
  return null;
}

/** The place toasts appear: rendered once, in the root; empty until the first toast. */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    requestToaster = () => setWanted(true);
    if (toasterWanted) setWanted(true);
    return () => {
      requestToaster = undefined;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton style={legibleColours} />
      <Listening />
    </Suspense>
  );
}
