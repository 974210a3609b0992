import * as icon from "lucide-react/icons/user-round";
import { drawIcon, type IconModule } from "./draw-icon";

export const UserRound = drawIcon((icon as IconModule).__iconData);
