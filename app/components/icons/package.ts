import { Package as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Package = drawIcon("package", node);
