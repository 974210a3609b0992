import { MonitorSmartphone as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const MonitorSmartphone = drawIcon("monitor-smartphone", node);
