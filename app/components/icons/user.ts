import * as icon from "lucide-react/icons/user";
import { drawIcon, type IconModule } from "./draw-icon";

export const User = drawIcon((icon as IconModule).__iconData);
