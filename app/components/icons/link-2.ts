import * as icon from "lucide-react/icons/link-2";
import { drawIcon, type IconModule } from "./draw-icon";

export const Link2 = drawIcon((icon as IconModule).__iconData);
