import * as icon from "lucide-react/icons/undo-2";
import { drawIcon, type IconModule } from "./draw-icon";

export const Undo2 = drawIcon((icon as IconModule).__iconData);
