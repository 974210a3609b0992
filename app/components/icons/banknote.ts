import { Banknote as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Banknote = drawIcon("banknote", node);
