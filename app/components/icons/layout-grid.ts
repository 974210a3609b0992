import { LayoutGrid as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const LayoutGrid = drawIcon("layout-grid", node);
