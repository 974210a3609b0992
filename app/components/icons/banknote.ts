import * as icon from "lucide-react/icons/banknote";
import { drawIcon, type IconModule } from "./draw-icon";

export const Banknote = drawIcon((icon as IconModule).__iconData);
