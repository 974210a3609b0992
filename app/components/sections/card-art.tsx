import type { IconName } from "~/content/pages/types";
import { SectionIcon } from "./section-icon";

export const CARD_ART_WIDTH = 340;
export const CARD_ART_HEIGHT = 120;

/** Contour lines that differ a little from card to card, derived from `seed`. */
function contourPaths(seed: number): string[] {
  return Array.from({ length: 7 }, (_, line) => {
    const base = 14 + line * 17;
    const lift = ((seed * 13 + line * 7) % 23) - 11;
    const swing = ((seed * 29) % 31) - 15;
    return `M-20 ${base + lift} C 80 ${base - 26 + swing}, 190 ${base + 30 - swing}, 360 ${base + lift / 2}`;
  });
}

/** A drawn banner for a card: the brand colour, contour lines and the card's icon. Decorative. */
export function CardArt({ icon, seed }: { icon?: IconName; seed: number }) {
  return (
    <div aria-hidden="true" className="relative overflow-hidden rounded-t-xl bg-brand-800">
      <svg
        width={CARD_ART_WIDTH}
        height={CARD_ART_HEIGHT}
        viewBox={`0 0 ${CARD_ART_WIDTH} ${CARD_ART_HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        focusable="false"
        className="block h-auto w-full"
      >
        <g fill="none" stroke="#f0b35a" strokeOpacity="0.32" strokeWidth="1.5">
          {contourPaths(seed).map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      </svg>
      {icon ? (
        <span className="absolute bottom-4 left-5 inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-900/80 text-accent-400">
          <SectionIcon name={icon} className="h-6 w-6" />
        </span>
      ) : null}
    </div>
  );
}
