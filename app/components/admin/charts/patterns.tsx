/**
 * The fills that tell a chart's series apart: a colour and a pattern each (solid, stripes, dots, cross-hatch), so
 * neither colour vision nor a greyscale print is needed to match a bar to its legend entry.
 */
import type { ReactElement } from "react";

type Fill = { colour: string; mark: (id: string) => ReactElement | null };

const WHITE = "#ffffff";

export const SERIES_FILLS: readonly Fill[] = [
  { colour: "#0f3d3e", mark: () => null },
  {
    colour: "#b8741a",
    mark: () => <path d="M-2 2 L2 -2 M0 8 L8 0 M6 10 L10 6" stroke={WHITE} strokeWidth="1.6" />,
  },
  { colour: "#1c5a58", mark: () => <circle cx="4" cy="4" r="1.5" fill={WHITE} /> },
  {
    colour: "#4a5654",
    mark: () => <path d="M0 0 L8 8 M8 0 L0 8" stroke={WHITE} strokeWidth="1.2" />,
  },
];

/** The fill of series `index` (the patterns repeat after four series). */
export function seriesFill(index: number): Fill {
  return SERIES_FILLS[index % SERIES_FILLS.length];
}

/** An SVG id from React's useId, safe inside url(#…). */
export function svgId(reactId: string, suffix: string | number): string {
  return `${reactId.replace(/[^A-Za-z0-9_-]/g, "")}-${suffix}`;
}

/** The <pattern> elements for `count` series, to go in a chart's <defs>; series i is filled with url(#ids[i]). */
export function SeriesPatterns({ ids }: { ids: string[] }) {
  return (
    <>
      {ids.map((id, index) => {
        const fill = seriesFill(index);
        return (
          <pattern key={id} id={id} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={fill.colour} />
            {fill.mark(id)}
          </pattern>
        );
      })}
    </>
  );
}
