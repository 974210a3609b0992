import * as icon from "lucide-react/icons/newspaper";
import { drawIcon, type IconModule } from "./draw-icon";

export const Newspaper = drawIcon((icon as IconModule).__iconData);
