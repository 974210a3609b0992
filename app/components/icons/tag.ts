import * as icon from "lucide-react/icons/tag";
import { drawIcon, type IconModule } from "./draw-icon";

export const Tag = drawIcon((icon as IconModule).__iconData);
