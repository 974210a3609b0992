import { Truck as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Truck = drawIcon("truck", node);
