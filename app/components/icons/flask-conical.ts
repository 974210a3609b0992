import * as icon from "lucide-react/icons/flask-conical";
import { drawIcon, type IconModule } from "./draw-icon";

export const FlaskConical = drawIcon((icon as IconModule).__iconData);
