import { RotateCw as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const RotateCw = drawIcon("rotate-cw", node);
