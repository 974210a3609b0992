/**
 * The figures of a simulated dashboard (an illustration beside a hero): the
 * content's values as drawn on the server, and values drifting around them in
 * the browser. Pure: the random source is passed in.
 */
import type { HeroDashboard } from "~/content/pages/types";

export type DashboardFigures = { metrics: number[]; bars: number[] };

/** How far a figure may drift from its base value, as a fraction of it. */
export const METRIC_SPREAD = 0.08;
export const BAR_SPREAD = 0.3;

/** The content's own values: what the server draws, so the first render in the browser matches it. */
export function baseFigures(dashboard: HeroDashboard): DashboardFigures {
  return {
    metrics: dashboard.metrics.map((metric) => metric.value),
    bars: dashboard.chart.bars.map((bar) => bar.value),
  };
}

/** A whole number within ±spread (a fraction) of base, never negative; a percentage never above 100. */
export function driftValue(base: number, spread: number, random: () => number, ceiling = Infinity): number {
  const value = Math.round(base * (1 + (random() * 2 - 1) * spread));
  return Math.min(ceiling, Math.max(0, value));
}

/** New simulated figures around the content's values. */
export function simulateFigures(dashboard: HeroDashboard, random: () => number): DashboardFigures {
  return {
    metrics: dashboard.metrics.map((metric) =>
      driftValue(metric.value, METRIC_SPREAD, random, metric.suffix === "%" ? 100 : Infinity),
    ),
    bars: dashboard.chart.bars.map((bar) => driftValue(bar.value, BAR_SPREAD, random)),
  };
}

/** Each bar's height as a fraction of the tallest (0 to 1; all 0 when every bar is 0). */
export function barFractions(values: number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 ? value / max : 0));
}
