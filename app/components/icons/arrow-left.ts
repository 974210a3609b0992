import * as icon from "lucide-react/icons/arrow-left";
import { drawIcon, type IconModule } from "./draw-icon";

export const ArrowLeft = drawIcon((icon as IconModule).__iconData);
