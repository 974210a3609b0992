import * as icon from "lucide-react/icons/share-2";
import { drawIcon, type IconModule } from "./draw-icon";

export const Share2 = drawIcon((icon as IconModule).__iconData);
