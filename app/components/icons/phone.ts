import { Phone as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Phone = drawIcon("phone", node);
