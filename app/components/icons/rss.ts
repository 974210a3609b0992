import { Rss as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Rss = drawIcon("rss", node);
