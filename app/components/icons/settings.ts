import { Settings as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Settings = drawIcon("settings", node);
