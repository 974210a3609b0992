import { Eye as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Eye = drawIcon("eye", node);
