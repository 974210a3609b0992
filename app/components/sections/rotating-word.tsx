import { useEffect, useRef, useState } from "react";
import { Pause } from "~/components/icons/pause";
import { Play } from "~/components/icons/play";
import { prefersReducedMotion, rotatingWordAt, WORD_ROTATION_MS } from "~/components/sections/motion";
import { sectionControls } from "~/content/site-chrome";

/**
 * A word that changes every 2.5 seconds through `words`, announced politely,
 * unless `paused`. The server and reduced-motion visitors see the first word,
 * still. Pausing keeps the word shown; playing again goes on from it.
 */
export function RotatingWord({ words, paused = false }: { words: readonly string[]; paused?: boolean }) {
  const [word, setWord] = useState(words[0] ?? "");
  const elapsed = useRef(0);
  useEffect(() => {
    if (paused || prefersReducedMotion() || words.length < 2) return;
    const started = Date.now() - elapsed.current;
    const timer = window.setInterval(() => {
      elapsed.current = Date.now() - started;
      setWord(rotatingWordAt(words, elapsed.current));
    }, WORD_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [words, paused]);
  return (
    <span aria-live="polite" aria-atomic="true" className="text-accent-400" data-rotating-word>
      {word}
    </span>
  );
}

/**
 * The control that stops and restarts the rotating word (a word changing
 * without end must be possible to stop: WCAG 2.2.2). A toggle button: its
 * name stays, `aria-pressed` says whether the word is paused. Not shown to
 * reduced-motion visitors, for whom nothing moves, nor without scripts.
 */
export function RotatingWordToggle({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  const Icon = paused ? Play : Pause;
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={onToggle}
      data-without-script="hide"
      className="mt-4 inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-white/80 hover:bg-white/10 hover:text-white motion-reduce:hidden"
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {sectionControls.rotatingWord.pause}
    </button>
  );
}
