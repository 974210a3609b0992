import { Gauge as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Gauge = drawIcon("gauge", node);
