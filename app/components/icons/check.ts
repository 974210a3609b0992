import * as icon from "lucide-react/icons/check";
import { drawIcon, type IconModule } from "./draw-icon";

export const Check = drawIcon((icon as IconModule).__iconData);
