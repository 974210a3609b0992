import * as icon from "lucide-react/icons/eye";
import { drawIcon, type IconModule } from "./draw-icon";

export const Eye = drawIcon((icon as IconModule).__iconData);
