/**
 * A server-rendered bar chart of counts per category (leads per week), each bar stacked by series (lead type).
 * The SVG is one image to assistive technology, named by `label`; the page pairs it with a table of the same
 * numbers. Series differ by colour and pattern, and the legend names them. It scales to its container's width.
 */
import { useId } from "react";
import { niceTicks, scaleTo } from "./scale";
import { SeriesPatterns, seriesFill, svgId } from "./patterns";

export type ChartSeries<K extends string> = { key: K; label: string };
export type StackedBar<K extends string> = { key: string; label: string; values: Record<K, number> };

const WIDTH = 560;
const HEIGHT = 260;
const MARGIN = { top: 22, right: 8, bottom: 28, left: 36 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

export function StackedBarChart<K extends string>({
  label,
  legendLabel,
  series,
  bars,
}: {
  label: string;
  legendLabel: string;
  series: readonly ChartSeries<K>[];
  bars: readonly StackedBar<K>[];
}) {
  const reactId = useId();
  const patternIds = series.map((_, index) => svgId(reactId, `series-${index}`));
  const totals = bars.map((bar) => series.reduce((sum, s) => sum + (bar.values[s.key] ?? 0), 0));
  const { top, ticks } = niceTicks(Math.max(0, ...totals));
  const band = PLOT_W / Math.max(1, bars.length);
  const barWidth = Math.min(36, band * 0.64);
  const y = (value: number) => MARGIN.top + PLOT_H - scaleTo(value, top, PLOT_H);
  // On a phone every other category label is left out, so the rest stay legible.
  const crowded = bars.length > 6;

  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="block h-auto w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        <defs>
          <SeriesPatterns ids={patternIds} />
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? "stroke-muted" : "stroke-line"}
              strokeWidth="1"
            />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="12" className="fill-muted">
              {tick}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = MARGIN.left + band * index + (band - barWidth) / 2;
          let base = 0;
          return (
            <g key={bar.key} data-bar={bar.key}>
              {series.map((s, seriesIndex) => {
                const value = bar.values[s.key] ?? 0;
                if (value <= 0) return null;
                const from = base;
                base += value;
                return (
                  <rect
                    key={s.key}
                    data-series={s.key}
                    x={x}
                    y={y(base)}
                    width={barWidth}
                    height={y(from) - y(base)}
                    fill={`url(#${patternIds[seriesIndex]})`}
                    stroke="#ffffff"
                    strokeWidth="1"
                  />
                );
              })}
              {totals[index] > 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={y(totals[index]) - 5}
                  textAnchor="middle"
                  fontSize="12"
                  fontWeight="600"
                  className="fill-ink"
                >
                  {totals[index]}
                </text>
              ) : null}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - MARGIN.bottom + 18}
                textAnchor="middle"
                fontSize="12"
                className={crowded && index % 2 === 1 ? "fill-muted max-sm:hidden" : "fill-muted"}
              >
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <ul aria-label={legendLabel} className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
        {series.map((s, index) => (
          <li key={s.key} className="flex items-center gap-2">
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="shrink-0">
              <rect width="16" height="16" fill={`url(#${patternIds[index]})`} stroke={seriesFill(index).colour} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
