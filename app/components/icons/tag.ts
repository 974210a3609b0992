import { Tag as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Tag = drawIcon("tag", node);
