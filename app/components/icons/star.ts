import * as icon from "lucide-react/icons/star";
import { drawIcon, type IconModule } from "./draw-icon";

export const Star = drawIcon((icon as IconModule).__iconData);
