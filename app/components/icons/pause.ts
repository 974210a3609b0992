import { Pause as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Pause = drawIcon("pause", node);
