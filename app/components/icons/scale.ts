import * as icon from "lucide-react/icons/scale";
import { drawIcon, type IconModule } from "./draw-icon";

export const Scale = drawIcon((icon as IconModule).__iconData);
