import { Send as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Send = drawIcon("send", node);
