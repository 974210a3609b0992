import * as icon from "lucide-react/icons/eye-off";
import { drawIcon, type IconModule } from "./draw-icon";

export const EyeOff = drawIcon((icon as IconModule).__iconData);
