import { Briefcase as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Briefcase = drawIcon("briefcase", node);
