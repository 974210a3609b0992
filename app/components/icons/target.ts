import { Target as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Target = drawIcon("target", node);
