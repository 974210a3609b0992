import * as icon from "lucide-react/icons/mail";
import { drawIcon, type IconModule } from "./draw-icon";

export const Mail = drawIcon((icon as IconModule).__iconData);
