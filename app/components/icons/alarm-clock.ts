import * as icon from "lucide-react/icons/alarm-clock";
import { drawIcon, type IconModule } from "./draw-icon";

export const AlarmClock = drawIcon((icon as IconModule).__iconData);
