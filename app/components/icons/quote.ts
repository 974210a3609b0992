import * as icon from "lucide-react/icons/quote";
import { drawIcon, type IconModule } from "./draw-icon";

export const Quote = drawIcon((icon as IconModule).__iconData);
