import { ChartLine as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const ChartLine = drawIcon("chart-line", node, ["line-chart"]);
