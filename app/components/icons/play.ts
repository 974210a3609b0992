import * as icon from "lucide-react/icons/play";
import { drawIcon, type IconModule } from "./draw-icon";

export const Play = drawIcon((icon as IconModule).__iconData);
