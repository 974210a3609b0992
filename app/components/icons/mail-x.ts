import * as icon from "lucide-react/icons/mail-x";
import { drawIcon, type IconModule } from "./draw-icon";

export const MailX = drawIcon((icon as IconModule).__iconData);
