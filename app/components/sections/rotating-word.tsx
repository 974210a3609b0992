import { useEffect, useState } from "react";
import { prefersReducedMotion, rotatingWordAt, WORD_ROTATION_MS } from "~/lib/motion";

/**
 * A word that changes every 2.5 seconds through `words`, announced politely.
 * The server and reduced-motion visitors see the first word, still.
 */
export function RotatingWord({ words }: { words: readonly string[] }) {
  const [word, setWord] = useState(words[0] ?? "");
  useEffect(() => {
    if (prefersReducedMotion() || words.length < 2) return;
    const started = Date.now();
    const timer = window.setInterval(() => setWord(rotatingWordAt(words, Date.now() - started)), WORD_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [words]);
  return (
    <span aria-live="polite" aria-atomic="true" className="text-accent-400" data-rotating-word>
      {word}
    </span>
  );
}
