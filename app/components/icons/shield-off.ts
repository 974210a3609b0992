import * as icon from "lucide-react/icons/shield-off";
import { drawIcon, type IconModule } from "./draw-icon";

export const ShieldOff = drawIcon((icon as IconModule).__iconData);
