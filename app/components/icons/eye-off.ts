import { EyeOff as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const EyeOff = drawIcon("eye-off", node);
