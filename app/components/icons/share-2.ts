import { Share2 as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Share2 = drawIcon("share-2", node);
