import * as icon from "lucide-react/icons/user-plus";
import { drawIcon, type IconModule } from "./draw-icon";

export const UserPlus = drawIcon((icon as IconModule).__iconData);
