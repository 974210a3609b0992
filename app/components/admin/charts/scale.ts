/** The arithmetic of the admin's charts: a value axis with round ticks, and which category labels fit. Pure. */

/**
 * Round ticks from 0 covering `max`: about `target` steps of 1, 2 or 5 times a power of ten, whole numbers only
 * (the charts count leads). An empty chart (max 0) still gets an axis, 0 to 1.
 */
export function niceTicks(max: number, target = 4): { top: number; ticks: number[] } {
  const ceiling = Math.max(1, Math.ceil(max));
  const rough = ceiling / Math.max(1, target);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power);
  const top = Math.ceil(ceiling / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

/** Where `value` falls on an axis of `length` units running 0 to `top` (clamped to the axis). */
export function scaleTo(value: number, top: number, length: number): number {
  if (top <= 0) return 0;
  return (Math.min(Math.max(value, 0), top) / top) * length;
}

/** A share (0 to 1) as a width on a bar of `length` units; a share of nothing draws nothing. */
export function shareWidth(share: number | null, length: number): number {
  return share === null ? 0 : scaleTo(share, 1, length);
}
