import { Wallet as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Wallet = drawIcon("wallet", node);
