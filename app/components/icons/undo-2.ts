import { Undo2 as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Undo2 = drawIcon("undo-2", node);
