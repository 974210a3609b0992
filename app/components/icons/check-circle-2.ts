import * as icon from "lucide-react/icons/circle-check";
import { drawIcon, type IconModule } from "./draw-icon";

export const CheckCircle2 = drawIcon((icon as IconModule).__iconData);
