import { ClipboardList as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ClipboardList = drawIcon("clipboard-list", node);
