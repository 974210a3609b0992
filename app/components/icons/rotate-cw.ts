import * as icon from "lucide-react/icons/rotate-cw";
import { drawIcon, type IconModule } from "./draw-icon";

export const RotateCw = drawIcon((icon as IconModule).__iconData);
