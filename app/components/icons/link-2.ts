import { Link2 as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Link2 = drawIcon("link-2", node);
