import * as icon from "lucide-react/icons/badge-check";
import { drawIcon, type IconModule } from "./draw-icon";

export const BadgeCheck = drawIcon((icon as IconModule).__iconData);
