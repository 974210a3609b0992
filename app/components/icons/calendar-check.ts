import * as icon from "lucide-react/icons/calendar-check";
import { drawIcon, type IconModule } from "./draw-icon";

export const CalendarCheck = drawIcon((icon as IconModule).__iconData);
