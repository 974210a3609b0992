import { UtensilsCrossed as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const UtensilsCrossed = drawIcon("utensils-crossed", node, ["fork-knife-crossed"]);
