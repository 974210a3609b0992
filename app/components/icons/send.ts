import * as icon from "lucide-react/icons/send";
import { drawIcon, type IconModule } from "./draw-icon";

export const Send = drawIcon((icon as IconModule).__iconData);
