import * as icon from "lucide-react/icons/rocket";
import { drawIcon, type IconModule } from "./draw-icon";

export const Rocket = drawIcon((icon as IconModule).__iconData);
