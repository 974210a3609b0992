import * as icon from "lucide-react/icons/save";
import { drawIcon, type IconModule } from "./draw-icon";

export const Save = drawIcon((icon as IconModule).__iconData);
