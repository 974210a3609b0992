import * as icon from "lucide-react/icons/search";
import { drawIcon, type IconModule } from "./draw-icon";

export const Search = drawIcon((icon as IconModule).__iconData);
