import { Inbox as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Inbox = drawIcon("inbox", node);
