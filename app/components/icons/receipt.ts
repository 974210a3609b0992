import { Receipt as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Receipt = drawIcon("receipt", node);
