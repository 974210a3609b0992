import { UserRound as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const UserRound = drawIcon("user-round", node, ["user-2"]);
