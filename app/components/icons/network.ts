import { Network as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Network = drawIcon("network", node);
