import * as icon from "lucide-react/icons/bot";
import { drawIcon, type IconModule } from "./draw-icon";

export const Bot = drawIcon((icon as IconModule).__iconData);
