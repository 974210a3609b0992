import { FileText as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const FileText = drawIcon("file-text", node);
