import * as icon from "lucide-react/icons/message-square";
import { drawIcon, type IconModule } from "./draw-icon";

export const MessageSquare = drawIcon((icon as IconModule).__iconData);
