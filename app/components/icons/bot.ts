import { Bot as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Bot = drawIcon("bot", node);
