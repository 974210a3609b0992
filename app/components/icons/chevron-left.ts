import * as icon from "lucide-react/icons/chevron-left";
import { drawIcon, type IconModule } from "./draw-icon";

export const ChevronLeft = drawIcon((icon as IconModule).__iconData);
