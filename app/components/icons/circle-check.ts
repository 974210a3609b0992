import { CircleCheck as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const CircleCheck = drawIcon("circle-check", node, ["check-circle-2"]);
