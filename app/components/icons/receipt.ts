import * as icon from "lucide-react/icons/receipt";
import { drawIcon, type IconModule } from "./draw-icon";

export const Receipt = drawIcon((icon as IconModule).__iconData);
