import * as icon from "lucide-react/icons/shield-check";
import { drawIcon, type IconModule } from "./draw-icon";

export const ShieldCheck = drawIcon((icon as IconModule).__iconData);
