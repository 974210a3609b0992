import * as icon from "lucide-react/icons/pencil";
import { drawIcon, type IconModule } from "./draw-icon";

export const Pencil = drawIcon((icon as IconModule).__iconData);
