import * as icon from "lucide-react/icons/wrench";
import { drawIcon, type IconModule } from "./draw-icon";

export const Wrench = drawIcon((icon as IconModule).__iconData);
