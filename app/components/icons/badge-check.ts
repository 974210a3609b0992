import { BadgeCheck as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const BadgeCheck = drawIcon("badge-check", node, ["verified"]);
