import { FlaskConical as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const FlaskConical = drawIcon("flask-conical", node);
