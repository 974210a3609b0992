import * as icon from "lucide-react/icons/truck";
import { drawIcon, type IconModule } from "./draw-icon";

export const Truck = drawIcon((icon as IconModule).__iconData);
