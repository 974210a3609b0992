import { User as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const User = drawIcon("user", node);
