/**
 * A server-rendered set of horizontal meters, one per row (the share of leads replied to on time, overall and by
 * type): each row's name and value written over its bar. The SVG is one image to assistive technology, named by
 * `label`; the page pairs it with a table of the same numbers. It scales to its container's width.
 */
import { shareWidth } from "./scale";

export type MeterRow = { key: string; label: string; share: number | null; valueText: string };

const WIDTH = 560;
const ROW = 46;
const BAR = 14;

export function MeterChart({ label, rows }: { label: string; rows: readonly MeterRow[] }) {
  const height = rows.length * ROW + 4;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label} className="block h-auto w-full">
      {rows.map((row, index) => {
        const top = index * ROW + 4;
        const barY = top + 22;
        return (
          <g key={row.key} data-meter={row.key}>
            <text x="0" y={top + 12} fontSize="14" className="fill-ink">
              {row.label}
            </text>
            <text x={WIDTH} y={top + 12} fontSize="14" fontWeight="600" textAnchor="end" className="fill-ink">
              {row.valueText}
            </text>
            <rect x="0" y={barY} width={WIDTH} height={BAR} rx="3" className="fill-sand stroke-line" strokeWidth="1" />
            {row.share !== null && row.share > 0 ? (
              <rect
                x="0"
                y={barY}
                width={shareWidth(row.share, WIDTH)}
                height={BAR}
                rx="3"
                className="fill-brand-800"
              />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
