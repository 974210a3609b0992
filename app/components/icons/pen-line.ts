import * as icon from "lucide-react/icons/pen-line";
import { drawIcon, type IconModule } from "./draw-icon";

export const PenLine = drawIcon((icon as IconModule).__iconData);
