import * as icon from "lucide-react/icons/stethoscope";
import { drawIcon, type IconModule } from "./draw-icon";

export const Stethoscope = drawIcon((icon as IconModule).__iconData);
