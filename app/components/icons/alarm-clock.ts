import { AlarmClock as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const AlarmClock = drawIcon("alarm-clock", node);
