import * as icon from "lucide-react/icons/list";
import { drawIcon, type IconModule } from "./draw-icon";

export const List = drawIcon((icon as IconModule).__iconData);
