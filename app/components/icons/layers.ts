import { Layers as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Layers = drawIcon("layers", node, ["layers-3"]);
