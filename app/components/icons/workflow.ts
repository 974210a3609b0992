import * as icon from "lucide-react/icons/workflow";
import { drawIcon, type IconModule } from "./draw-icon";

export const Workflow = drawIcon((icon as IconModule).__iconData);
