import { ArrowRight as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ArrowRight = drawIcon("arrow-right", node);
