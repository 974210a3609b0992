import { CircleAlert as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const CircleAlert = drawIcon("circle-exclamation-point", node, ["alert-circle", "circle-alert"]);
