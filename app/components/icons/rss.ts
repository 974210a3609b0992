import * as icon from "lucide-react/icons/rss";
import { drawIcon, type IconModule } from "./draw-icon";

export const Rss = drawIcon((icon as IconModule).__iconData);
