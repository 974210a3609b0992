import { Mail as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Mail = drawIcon("mail", node);
