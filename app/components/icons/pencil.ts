import { Pencil as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Pencil = drawIcon("pencil", node);
