import * as icon from "lucide-react/icons/timer";
import { drawIcon, type IconModule } from "./draw-icon";

export const Timer = drawIcon((icon as IconModule).__iconData);
