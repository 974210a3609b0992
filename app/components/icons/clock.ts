import { Clock as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Clock = drawIcon("clock", node);
