import * as icon from "lucide-react/icons/trending-up";
import { drawIcon, type IconModule } from "./draw-icon";

export const TrendingUp = drawIcon((icon as IconModule).__iconData);
