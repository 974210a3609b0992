import * as icon from "lucide-react/icons/layout-grid";
import { drawIcon, type IconModule } from "./draw-icon";

export const LayoutGrid = drawIcon((icon as IconModule).__iconData);
