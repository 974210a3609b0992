import * as icon from "lucide-react/icons/zap";
import { drawIcon, type IconModule } from "./draw-icon";

export const Zap = drawIcon((icon as IconModule).__iconData);
