import * as icon from "lucide-react/icons/lightbulb";
import { drawIcon, type IconModule } from "./draw-icon";

export const Lightbulb = drawIcon((icon as IconModule).__iconData);
