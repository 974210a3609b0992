import * as icon from "lucide-react/icons/tags";
import { drawIcon, type IconModule } from "./draw-icon";

export const Tags = drawIcon((icon as IconModule).__iconData);
