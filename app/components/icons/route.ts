import * as icon from "lucide-react/icons/route";
import { drawIcon, type IconModule } from "./draw-icon";

export const Route = drawIcon((icon as IconModule).__iconData);
