/**
 * A copy of the post form kept in this browser (localStorage) as it is
 * typed, so a crash, a closed tab or a lost connection loses nothing: the
 * editor offers it back when it differs from what the server has. It is
 * dropped when the form is submitted or the copy is discarded.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { postFormValues, type PostFormValues } from "~/lib/insights/post-schema";

const PREFIX = "kestrel:post-draft:";
const WRITE_DELAY_MS = 600;

export type LocalDraft = { savedAt: string; values: PostFormValues };

function sameValues(a: PostFormValues, b: PostFormValues): boolean {
  return (Object.keys(a) as (keyof PostFormValues)[]).every((key) => a[key] === b[key]);
}

function read(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof parsed.savedAt !== "string" || !parsed.values || typeof parsed.values !== "object") return null;
    return { savedAt: parsed.savedAt, values: postFormValues(parsed.values as Record<string, unknown>) };
  } catch {
    return null;
  }
}

/** The form's current values, as the server would read them. */
export function formValues(form: HTMLFormElement): PostFormValues {
  return postFormValues(Object.fromEntries(new FormData(form)));
}

/**
 * `found`: a copy that differs from `serverValues`, to offer back. `remember(form)` keeps the form's values (after a
 * pause in typing); `forget()` drops the copy.
 */
export function useLocalDraft(key: string, serverValues: PostFormValues) {
  const [found, setFound] = useState<LocalDraft | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const stored = read(key);
    if (stored && !sameValues(stored.values, serverValues)) setFound(stored);
    else if (stored) window.localStorage.removeItem(PREFIX + key);
    // Only when the editor opens: later changes to the server's values come with a remount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const remember = useCallback(
    (form: HTMLFormElement) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        try {
          const values = formValues(form);
          if (sameValues(values, serverValues)) window.localStorage.removeItem(PREFIX + key);
          else window.localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
        } catch {
          // Storage full or refused (private mode): the prompt on leaving still guards the work.
        }
      }, WRITE_DELAY_MS);
    },
    [key, serverValues],
  );

  const forget = useCallback(() => {
    window.clearTimeout(timer.current);
    setFound(null);
    try {
      window.localStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing kept, nothing to drop.
    }
  }, [key]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { found, remember, forget, dismiss: () => setFound(null) };
}
