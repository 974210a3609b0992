import * as icon from "lucide-react/icons/utensils-crossed";
import { drawIcon, type IconModule } from "./draw-icon";

export const UtensilsCrossed = drawIcon((icon as IconModule).__iconData);
