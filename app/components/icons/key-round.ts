import * as icon from "lucide-react/icons/key-round";
import { drawIcon, type IconModule } from "./draw-icon";

export const KeyRound = drawIcon((icon as IconModule).__iconData);
