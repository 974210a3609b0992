import * as icon from "lucide-react/icons/inbox";
import { drawIcon, type IconModule } from "./draw-icon";

export const Inbox = drawIcon((icon as IconModule).__iconData);
