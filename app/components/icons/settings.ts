import * as icon from "lucide-react/icons/settings";
import { drawIcon, type IconModule } from "./draw-icon";

export const Settings = drawIcon((icon as IconModule).__iconData);
