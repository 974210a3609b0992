import { Boxes as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Boxes = drawIcon("boxes", node);
