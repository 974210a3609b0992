/** Whether the visitor asked for less motion (browser only; false on the server). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The rotating word's pace: one word every 2.5 seconds. */
export const WORD_ROTATION_MS = 2500;

/** The word shown `elapsed` milliseconds after the rotation started: the list in order, round and round. */
export function rotatingWordAt(words: readonly string[], elapsed: number, interval = WORD_ROTATION_MS): string {
  if (words.length === 0) return "";
  const step = Math.floor(Math.max(0, elapsed) / interval);
  return words[step % words.length];
}

/** A count-up runs for 0.8 seconds once 35% of its figure is visible. */
export const COUNT_UP_MS = 800;
export const COUNT_UP_THRESHOLD = 0.35;

/** The figure a count-up shows `elapsed` milliseconds in: eased out, whole numbers, exactly `target` at the end. */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration) return target;
  const progress = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.round(target * eased));
}

/** "20+" → { prefix: "", number: 20, suffix: "+" }; null when the value holds no whole number. */
export function splitFigure(value: string): { prefix: string; number: number; suffix: string } | null {
  const match = /^(\D*)(\d+)(\D*)$/.exec(value);
  return match ? { prefix: match[1], number: Number(match[2]), suffix: match[3] } : null;
}
