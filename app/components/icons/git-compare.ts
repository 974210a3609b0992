import { GitCompare as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const GitCompare = drawIcon("git-compare", node);
