import { Play as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Play = drawIcon("play", node);
