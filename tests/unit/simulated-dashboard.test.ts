import { describe, expect, test } from "vitest";
import { automationsPage } from "~/content/pages/automations";
import type { HeroDashboard } from "~/content/pages/types";
import {
  barFractions,
  baseFigures,
  driftValue,
  METRIC_SPREAD,
  simulateFigures,
} from "~/components/sections/simulated-dashboard";

const dashboard: HeroDashboard = {
  kind: "dashboard",
  title: "Overview",
  caption: "Simulated figures",
  metrics: [
    { label: "Hours saved", value: 20 },
    { label: "Syncs without error", value: 99, suffix: "%" },
  ],
  chart: {
    label: "Per day",
    bars: [
      { label: "Mon", value: 100 },
      { label: "Tue", value: 200 },
    ],
  },
  feed: ["Quote accepted → invoice raised"],
};

/** A random source that returns the given values in turn. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length];
}

describe("the simulated dashboard", () => {
  test("draws the content's own values first, so the server and the browser agree", () => {
    expect(baseFigures(dashboard)).toEqual({ metrics: [20, 99], bars: [100, 200] });
  });

  test("a value drifts at most its spread either way, as a whole number, never below zero", () => {
    expect(driftValue(100, 0.1, () => 0)).toBe(90);
    expect(driftValue(100, 0.1, () => 0.5)).toBe(100);
    expect(driftValue(100, 0.1, () => 0.999999)).toBe(110);
    expect(driftValue(18, 0.08, () => 0.75)).toBe(19);
    expect(driftValue(0, 0.5, () => 1)).toBe(0);
    expect(driftValue(5, 2, () => 0)).toBe(0);
    expect(driftValue(99, 0.08, () => 1, 100)).toBe(100);
  });

  test("new figures stay within their ranges; a percentage never passes 100", () => {
    for (let run = 0; run < 200; run++) {
      const { metrics, bars } = simulateFigures(dashboard, Math.random);
      expect(metrics[0]).toBeGreaterThanOrEqual(Math.floor(20 * (1 - METRIC_SPREAD)));
      expect(metrics[0]).toBeLessThanOrEqual(Math.ceil(20 * (1 + METRIC_SPREAD)));
      expect(metrics[1]).toBeLessThanOrEqual(100);
      expect(metrics.every(Number.isInteger)).toBe(true);
      expect(bars).toHaveLength(2);
    }
    expect(simulateFigures(dashboard, sequence(1, 1, 0.5, 0.5)).metrics).toEqual([22, 100]);
  });

  test("bars are drawn as fractions of the tallest", () => {
    expect(barFractions([50, 100, 25])).toEqual([0.5, 1, 0.25]);
    expect(barFractions([0, 0])).toEqual([0, 0]);
    expect(barFractions([])).toEqual([]);
  });

  test("the automations hero's dashboard says its figures are simulated and has values to drift from", () => {
    const hero = automationsPage.sections[0];
    expect(hero.kind).toBe("hero");
    const panel = hero.kind === "hero" ? hero.panel : undefined;
    expect(panel?.caption).toMatch(/simulated/i);
    expect(panel?.metrics.length).toBe(4);
    expect(panel?.metrics.every((metric) => Number.isInteger(metric.value) && metric.value > 0)).toBe(true);
    expect(panel?.chart.bars.length).toBeGreaterThan(0);
  });
});
