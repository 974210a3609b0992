import * as icon from "lucide-react/icons/user-search";
import { drawIcon, type IconModule } from "./draw-icon";

export const UserSearch = drawIcon((icon as IconModule).__iconData);
