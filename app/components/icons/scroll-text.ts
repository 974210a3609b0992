import * as icon from "lucide-react/icons/scroll-text";
import { drawIcon, type IconModule } from "./draw-icon";

export const ScrollText = drawIcon((icon as IconModule).__iconData);
