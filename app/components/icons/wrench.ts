import { Wrench as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Wrench = drawIcon("wrench", node);
