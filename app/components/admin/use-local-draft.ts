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
 * pause in typing, or at once when the page is hidden or closed or the editor is left); `forget()` drops the copy.
 */
export function useLocalDraft(key: string, serverValues: PostFormValues) {
  const [found, setFound] = useState<LocalDraft | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // The form whose values are not written yet, and what they are compared with: read when the write is due.
  const pending = useRef<HTMLFormElement | null>(null);
  const server = useRef(serverValues);
  server.current = serverValues;

  useEffect(() => {
    const stored = read(key);
    if (stored && !sameValues(stored.values, serverValues)) setFound(stored);
    else if (stored) window.localStorage.removeItem(PREFIX + key);
    // Only when the editor opens: later changes to the server's values come with a remount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  /** Writes the pending values now, if any. */
  const write = useCallback(() => {
    window.clearTimeout(timer.current);
    const form = pending.current;
    pending.current = null;
    if (!form) return;
    try {
      const values = formValues(form);
      if (sameValues(values, server.current)) window.localStorage.removeItem(PREFIX + key);
      else window.localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
    } catch {
      // Storage full or refused (private mode): the prompt on leaving still guards the work.
    }
  }, [key]);

  const remember = useCallback(
    (form: HTMLFormElement) => {
      pending.current = form;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(write, WRITE_DELAY_MS);
    },
    [write],
  );

  /** Drops what is pending: the form on screen is replaced or saved, so its values are no longer work to keep. */
  const drop = () => {
    window.clearTimeout(timer.current);
    pending.current = null;
  };

  const forget = useCallback(() => {
    drop();
    setFound(null);
    try {
      window.localStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing kept, nothing to drop.
    }
  }, [key]);

  // The pause after the last keystroke may never end: a closed tab, a reload, a phone that puts the page away
  // (pagehide, or hidden first), or leaving the editor for another page of the site (unmount). Each writes at once;
  // a submitted or discarded form has nothing pending, so nothing comes back.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden") write();
    };
    window.addEventListener("pagehide", write);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", write);
      document.removeEventListener("visibilitychange", onHidden);
      write();
    };
  }, [write]);

  return {
    found,
    remember,
    forget,
    dismiss: () => {
      drop(); // the restored copy replaces the form typed in before it
      setFound(null);
    },
  };
}
