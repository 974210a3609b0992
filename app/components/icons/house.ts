import { House as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const House = drawIcon("house", node, ["home"]);
