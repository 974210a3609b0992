import { PenTool as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const PenTool = drawIcon("pen-tool", node);
