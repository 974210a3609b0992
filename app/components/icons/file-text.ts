import * as icon from "lucide-react/icons/file-text";
import { drawIcon, type IconModule } from "./draw-icon";

export const FileText = drawIcon((icon as IconModule).__iconData);
