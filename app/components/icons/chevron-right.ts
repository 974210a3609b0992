import * as icon from "lucide-react/icons/chevron-right";
import { drawIcon, type IconModule } from "./draw-icon";

export const ChevronRight = drawIcon((icon as IconModule).__iconData);
