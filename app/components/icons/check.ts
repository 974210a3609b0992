import { Check as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Check = drawIcon("check", node);
