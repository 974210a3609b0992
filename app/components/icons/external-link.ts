import { ExternalLink as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ExternalLink = drawIcon("external-link", node);
