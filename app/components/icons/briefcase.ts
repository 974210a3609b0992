import * as icon from "lucide-react/icons/briefcase";
import { drawIcon, type IconModule } from "./draw-icon";

export const Briefcase = drawIcon((icon as IconModule).__iconData);
