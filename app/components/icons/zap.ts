import { Zap as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Zap = drawIcon("zap", node);
