import * as icon from "lucide-react/icons/clipboard-list";
import { drawIcon, type IconModule } from "./draw-icon";

export const ClipboardList = drawIcon((icon as IconModule).__iconData);
