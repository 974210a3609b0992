import { Factory as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Factory = drawIcon("factory", node);
