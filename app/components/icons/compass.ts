import { Compass as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Compass = drawIcon("compass", node);
