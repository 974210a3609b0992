import { Tags as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Tags = drawIcon("tags", node);
