import * as icon from "lucide-react/icons/network";
import { drawIcon, type IconModule } from "./draw-icon";

export const Network = drawIcon((icon as IconModule).__iconData);
