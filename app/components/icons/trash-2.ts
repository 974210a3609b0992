import * as icon from "lucide-react/icons/trash";
import { drawIcon, type IconModule } from "./draw-icon";

export const Trash2 = drawIcon((icon as IconModule).__iconData);
