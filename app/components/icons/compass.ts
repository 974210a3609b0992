import * as icon from "lucide-react/icons/compass";
import { drawIcon, type IconModule } from "./draw-icon";

export const Compass = drawIcon((icon as IconModule).__iconData);
