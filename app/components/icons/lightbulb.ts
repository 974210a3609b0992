import { Lightbulb as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Lightbulb = drawIcon("lightbulb", node);
