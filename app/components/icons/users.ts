import { Users as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Users = drawIcon("users", node);
