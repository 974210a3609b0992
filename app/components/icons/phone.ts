import * as icon from "lucide-react/icons/phone";
import { drawIcon, type IconModule } from "./draw-icon";

export const Phone = drawIcon((icon as IconModule).__iconData);
