import * as icon from "lucide-react/icons/chart-line";
import { drawIcon, type IconModule } from "./draw-icon";

export const ChartLine = drawIcon((icon as IconModule).__iconData);
