import { Sparkles as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Sparkles = drawIcon("sparkles", node, ["stars"]);
