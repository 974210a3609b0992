import * as icon from "lucide-react/icons/pause";
import { drawIcon, type IconModule } from "./draw-icon";

export const Pause = drawIcon((icon as IconModule).__iconData);
