import * as icon from "lucide-react/icons/door-open";
import { drawIcon, type IconModule } from "./draw-icon";

export const DoorOpen = drawIcon((icon as IconModule).__iconData);
