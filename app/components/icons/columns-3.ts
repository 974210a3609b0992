import { Columns3 as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Columns3 = drawIcon("columns-3", node, ["panels-left-right"]);
