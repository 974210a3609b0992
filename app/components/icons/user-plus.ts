import { UserPlus as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const UserPlus = drawIcon("user-plus", node);
