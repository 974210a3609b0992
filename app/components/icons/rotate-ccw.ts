import * as icon from "lucide-react/icons/rotate-ccw";
import { drawIcon, type IconModule } from "./draw-icon";

export const RotateCcw = drawIcon((icon as IconModule).__iconData);
