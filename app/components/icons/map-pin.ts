import { MapPin as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const MapPin = drawIcon("map-pin", node);
