import { ChevronLeft as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ChevronLeft = drawIcon("chevron-left", node);
