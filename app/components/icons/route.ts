import type { IconNode } from "lucide";
import { drawIcon } from "./draw-icon";

/**
 * lucide's current drawing of "route", which the site draws: the `lucide` package's latest release (1.65) still has
 * the one before it. Import it from "lucide" once that package draws it so (tests/unit/icons.test.ts compares).
 */
const node: IconNode = [
  ["path", { d: "M9 5h8.5a1 1 0 010 7h-11a1 1 0 000 7H15" }],
  ["circle", { cx: "18", cy: "19", r: "3" }],
  ["circle", { cx: "6", cy: "5", r: "3" }],
];

export const Route = drawIcon("route", node);
