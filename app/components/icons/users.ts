import * as icon from "lucide-react/icons/users";
import { drawIcon, type IconModule } from "./draw-icon";

export const Users = drawIcon((icon as IconModule).__iconData);
