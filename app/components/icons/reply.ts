import { Reply as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Reply = drawIcon("reply", node);
