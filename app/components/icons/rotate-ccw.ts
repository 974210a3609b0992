import { RotateCcw as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const RotateCcw = drawIcon("rotate-ccw", node);
