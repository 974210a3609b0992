import { Timer as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Timer = drawIcon("timer", node);
