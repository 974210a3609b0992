import { CalendarCheck as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const CalendarCheck = drawIcon("calendar-check", node);
