import * as icon from "lucide-react/icons/handshake";
import { drawIcon, type IconModule } from "./draw-icon";

export const Handshake = drawIcon((icon as IconModule).__iconData);
