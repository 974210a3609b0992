import { Trash as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Trash2 = drawIcon("trash", node, ["trash-2"]);
