import { Star as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Star = drawIcon("star", node);
