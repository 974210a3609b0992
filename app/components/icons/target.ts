import * as icon from "lucide-react/icons/target";
import { drawIcon, type IconModule } from "./draw-icon";

export const Target = drawIcon((icon as IconModule).__iconData);
