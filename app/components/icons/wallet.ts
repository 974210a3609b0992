import * as icon from "lucide-react/icons/wallet";
import { drawIcon, type IconModule } from "./draw-icon";

export const Wallet = drawIcon((icon as IconModule).__iconData);
