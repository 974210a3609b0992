import * as icon from "lucide-react/icons/boxes";
import { drawIcon, type IconModule } from "./draw-icon";

export const Boxes = drawIcon((icon as IconModule).__iconData);
