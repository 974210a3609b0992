import * as icon from "lucide-react/icons/shield";
import { drawIcon, type IconModule } from "./draw-icon";

export const Shield = drawIcon((icon as IconModule).__iconData);
