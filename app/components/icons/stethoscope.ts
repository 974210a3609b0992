import { Stethoscope as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Stethoscope = drawIcon("stethoscope", node);
