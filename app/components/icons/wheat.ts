import * as icon from "lucide-react/icons/wheat";
import { drawIcon, type IconModule } from "./draw-icon";

export const Wheat = drawIcon((icon as IconModule).__iconData);
