import * as icon from "lucide-react/icons/package";
import { drawIcon, type IconModule } from "./draw-icon";

export const Package = drawIcon((icon as IconModule).__iconData);
