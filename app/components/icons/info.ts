import { Info as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Info = drawIcon("info", node);
