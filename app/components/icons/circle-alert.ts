import * as icon from "lucide-react/icons/circle-exclamation-point";
import { drawIcon, type IconModule } from "./draw-icon";

export const CircleAlert = drawIcon((icon as IconModule).__iconData);
