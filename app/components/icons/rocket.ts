import { Rocket as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Rocket = drawIcon("rocket", node);
