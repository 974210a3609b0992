import { ScrollText as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ScrollText = drawIcon("scroll-text", node);
