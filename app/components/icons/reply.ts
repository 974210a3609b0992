import * as icon from "lucide-react/icons/reply";
import { drawIcon, type IconModule } from "./draw-icon";

export const Reply = drawIcon((icon as IconModule).__iconData);
