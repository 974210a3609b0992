import * as icon from "lucide-react/icons/x";
import { drawIcon, type IconModule } from "./draw-icon";

export const X = drawIcon((icon as IconModule).__iconData);
