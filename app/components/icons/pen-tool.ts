import * as icon from "lucide-react/icons/pen-tool";
import { drawIcon, type IconModule } from "./draw-icon";

export const PenTool = drawIcon((icon as IconModule).__iconData);
