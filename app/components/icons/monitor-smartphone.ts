import * as icon from "lucide-react/icons/monitor-smartphone";
import { drawIcon, type IconModule } from "./draw-icon";

export const MonitorSmartphone = drawIcon((icon as IconModule).__iconData);
