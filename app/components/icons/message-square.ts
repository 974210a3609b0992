import { MessageSquare as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const MessageSquare = drawIcon("message-square", node);
