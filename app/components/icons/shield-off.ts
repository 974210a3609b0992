import { ShieldOff as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ShieldOff = drawIcon("shield-off", node);
