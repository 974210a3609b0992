import * as icon from "lucide-react/icons/clock";
import { drawIcon, type IconModule } from "./draw-icon";

export const Clock = drawIcon((icon as IconModule).__iconData);
