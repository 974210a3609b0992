import * as icon from "lucide-react/icons/download";
import { drawIcon, type IconModule } from "./draw-icon";

export const Download = drawIcon((icon as IconModule).__iconData);
