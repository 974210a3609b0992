import * as icon from "lucide-react/icons/git-compare";
import { drawIcon, type IconModule } from "./draw-icon";

export const GitCompare = drawIcon((icon as IconModule).__iconData);
