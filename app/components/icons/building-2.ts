import { BuildingComplex as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Building2 = drawIcon("building-complex", node, ["building-2"]);
