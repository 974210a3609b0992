import { List as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const List = drawIcon("list", node);
