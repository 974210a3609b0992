import { KeyRound as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const KeyRound = drawIcon("key-round", node);
