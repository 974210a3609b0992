import * as icon from "lucide-react/icons/log-out";
import { drawIcon, type IconModule } from "./draw-icon";

export const LogOut = drawIcon((icon as IconModule).__iconData);
