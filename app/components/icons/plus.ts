import { Plus as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Plus = drawIcon("plus", node);
