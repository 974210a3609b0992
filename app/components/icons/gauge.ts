import * as icon from "lucide-react/icons/gauge";
import { drawIcon, type IconModule } from "./draw-icon";

export const Gauge = drawIcon((icon as IconModule).__iconData);
