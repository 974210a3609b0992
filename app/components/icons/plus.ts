import * as icon from "lucide-react/icons/plus";
import { drawIcon, type IconModule } from "./draw-icon";

export const Plus = drawIcon((icon as IconModule).__iconData);
