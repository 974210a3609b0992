import { TrendingUp as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const TrendingUp = drawIcon("trending-up", node);
