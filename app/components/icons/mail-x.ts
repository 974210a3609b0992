import { MailX as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const MailX = drawIcon("mail-x", node);
