import { Wheat as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Wheat = drawIcon("wheat", node);
