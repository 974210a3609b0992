import { Shield as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Shield = drawIcon("shield", node);
