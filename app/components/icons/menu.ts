import * as icon from "lucide-react/icons/menu";
import { drawIcon, type IconModule } from "./draw-icon";

export const Menu = drawIcon((icon as IconModule).__iconData);
