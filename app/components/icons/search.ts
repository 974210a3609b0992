import { Search as node } from "lucide";
import { drawIcon } from "./draw-icon";

export const Search = drawIcon("search", node);
