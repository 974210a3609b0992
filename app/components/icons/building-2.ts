import * as icon from "lucide-react/icons/building-complex";
import { drawIcon, type IconModule } from "./draw-icon";

export const Building2 = drawIcon((icon as IconModule).__iconData);
