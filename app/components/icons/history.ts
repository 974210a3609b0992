import { RotateCcwClock as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const History = drawIcon("rotate-ccw-clock", node, ["history"]);
