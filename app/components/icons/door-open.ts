import { DoorOpen as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const DoorOpen = drawIcon("door-open", node);
