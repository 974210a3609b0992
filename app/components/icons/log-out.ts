import { LogOut as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const LogOut = drawIcon("log-out", node);
