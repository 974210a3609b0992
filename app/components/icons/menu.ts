import { Menu as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Menu = drawIcon("menu", node);
