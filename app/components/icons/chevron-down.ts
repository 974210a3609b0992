import { ChevronDown as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ChevronDown = drawIcon("chevron-down", node);
