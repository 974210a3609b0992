import { ArrowLeft as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ArrowLeft = drawIcon("arrow-left", node);
