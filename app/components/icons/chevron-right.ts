import { ChevronRight as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ChevronRight = drawIcon("chevron-right", node);
