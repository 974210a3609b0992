import { Scale as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Scale = drawIcon("scale", node);
