import { Download as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Download = drawIcon("download", node);
