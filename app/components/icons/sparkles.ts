import * as icon from "lucide-react/icons/sparkles";
import { drawIcon, type IconModule } from "./draw-icon";

export const Sparkles = drawIcon((icon as IconModule).__iconData);
