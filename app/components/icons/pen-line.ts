import { PenLine as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const PenLine = drawIcon("pen-line", node, ["edit-3"]);
