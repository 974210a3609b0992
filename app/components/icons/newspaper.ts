import { Newspaper as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Newspaper = drawIcon("newspaper", node);
