import { CircleCheck as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const CheckCircle2 = drawIcon("circle-check", node, ["check-circle-2"]);
