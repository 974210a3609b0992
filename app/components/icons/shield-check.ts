import { ShieldCheck as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ShieldCheck = drawIcon("shield-check", node);
