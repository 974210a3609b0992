import { Save as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Save = drawIcon("save", node);
