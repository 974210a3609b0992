import { UserSearch as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const UserSearch = drawIcon("user-search", node);
