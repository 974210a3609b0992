import { useEffect, useState } from "react";
import { CircleCheck } from "~/components/icons/circle-check";
import type { HeroDashboard as HeroDashboardData } from "~/content/pages/types";
import { prefersReducedMotion } from "~/components/sections/motion";
import { formatWholeNumber } from "~/lib/pages/format";
import { barFractions, baseFigures, simulateFigures } from "~/components/sections/simulated-dashboard";

/** How often the simulated figures change, in ms. */
export const DASHBOARD_TICK_MS = 3_000;

/**
 * A simulated dashboard beside the hero, from 1024px wide only: an
 * illustration, hidden from assistive technology, that says on its face that
 * its figures are simulated. The server draws the content's values; once the
 * page runs (and while the panel is shown) they drift every few seconds, or
 * change once for reduced motion. Every figure sits in a box of fixed size,
 * so a change never moves anything else.
 */
export function HeroDashboard({ dashboard }: { dashboard: HeroDashboardData }) {
  const [figures, setFigures] = useState(() => baseFigures(dashboard));

  useEffect(() => {
    const wide = window.matchMedia("(min-width: 1024px)");
    let timer: number | undefined;
    const tick = () => setFigures(simulateFigures(dashboard, Math.random));
    function stop() {
      window.clearInterval(timer);
      timer = undefined;
    }
    function start() {
      stop();
      if (!wide.matches) return;
      tick();
      if (!prefersReducedMotion()) timer = window.setInterval(tick, DASHBOARD_TICK_MS);
    }
    start();
    wide.addEventListener("change", start);
    return () => {
      stop();
      wide.removeEventListener("change", start);
    };
  }, [dashboard]);

  const fractions = barFractions(figures.bars);
  return (
    <div aria-hidden="true" data-testid="hero-dashboard" className="hidden lg:block">
      <div className="rounded-2xl border border-white/15 bg-brand-800/80 p-6 shadow-2xl ring-1 ring-black/10">
        <div className="flex items-center justify-between gap-4">
          <p className="font-semibold">{dashboard.title}</p>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs text-white/85">
            <span className="h-2 w-2 rounded-full bg-accent-400 motion-safe:animate-pulse" />
            {dashboard.caption}
          </p>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4">
          {dashboard.metrics.map((metric, index) => (
            <div key={metric.label} className="flex h-24 flex-col-reverse justify-end gap-1 rounded-xl bg-white/5 p-4">
              <dt className="text-xs text-white/80">{metric.label}</dt>
              <dd className="h-9 font-display text-3xl font-semibold tabular-nums text-white">
                {`${formatWholeNumber(figures.metrics[index])}${metric.suffix ?? ""}`}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 rounded-xl bg-white/5 p-4">
          <p className="text-xs text-white/80">{dashboard.chart.label}</p>
          <div className="mt-3 flex h-28 items-end gap-3">
            {dashboard.chart.bars.map((bar, index) => (
              <div key={bar.label} className="flex h-full flex-1 flex-col justify-end gap-2">
                <div className="relative flex-1">
                  <div
                    className="absolute inset-0 origin-bottom rounded-t-md bg-accent-400 motion-safe:transition-transform motion-safe:duration-700"
                    style={{ transform: `scaleY(${Math.max(0.04, fractions[index])})` }}
                  />
                </div>
                <span className="text-center text-xs text-white/80">{bar.label}</span>
              </div>
            ))}
          </div>
        </div>
        <ul className="mt-6 grid gap-2 text-sm">
          {dashboard.feed.map((run) => (
            <li key={run} className="flex items-center gap-2 rounded-lg bg-white/5 px-3 py-2 text-white/85">
              <CircleCheck className="h-4 w-4 shrink-0 text-accent-400" />
              <span className="truncate">{run}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
