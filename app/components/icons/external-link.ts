import * as icon from "lucide-react/icons/external-link";
import { drawIcon, type IconModule } from "./draw-icon";

export const ExternalLink = drawIcon((icon as IconModule).__iconData);
