import { X as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const X = drawIcon("x", node);
