import { Workflow as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Workflow = drawIcon("workflow", node);
