import { Handshake as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Handshake = drawIcon("handshake", node);
