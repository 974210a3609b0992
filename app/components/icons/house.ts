import * as icon from "lucide-react/icons/house";
import { drawIcon, type IconModule } from "./draw-icon";

export const House = drawIcon((icon as IconModule).__iconData);
