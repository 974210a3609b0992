import * as icon from "lucide-react/icons/rotate-ccw-clock";
import { drawIcon, type IconModule } from "./draw-icon";

export const History = drawIcon((icon as IconModule).__iconData);
