import { Quote as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Quote = drawIcon("quote", node);
