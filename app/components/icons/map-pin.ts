import * as icon from "lucide-react/icons/map-pin";
import { drawIcon, type IconModule } from "./draw-icon";

export const MapPin = drawIcon((icon as IconModule).__iconData);
