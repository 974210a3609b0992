import * as icon from "lucide-react/icons/info";
import { drawIcon, type IconModule } from "./draw-icon";

export const Info = drawIcon((icon as IconModule).__iconData);
