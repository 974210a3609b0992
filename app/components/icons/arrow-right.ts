import * as icon from "lucide-react/icons/arrow-right";
import { drawIcon, type IconModule } from "./draw-icon";

export const ArrowRight = drawIcon((icon as IconModule).__iconData);
