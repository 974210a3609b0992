import * as icon from "lucide-react/icons/chevron-down";
import { drawIcon, type IconModule } from "./draw-icon";

export const ChevronDown = drawIcon((icon as IconModule).__iconData);
