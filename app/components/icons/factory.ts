import * as icon from "lucide-react/icons/factory";
import { drawIcon, type IconModule } from "./draw-icon";

export const Factory = drawIcon((icon as IconModule).__iconData);
