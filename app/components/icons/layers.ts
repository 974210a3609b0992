import * as icon from "lucide-react/icons/layers";
import { drawIcon, type IconModule } from "./draw-icon";

export const Layers = drawIcon((icon as IconModule).__iconData);
