import * as icon from "lucide-react/icons/columns-3";
import { drawIcon, type IconModule } from "./draw-icon";

export const Columns3 = drawIcon((icon as IconModule).__iconData);
