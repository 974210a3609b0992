/**
 * Keyboard movement in a one-row widget with roving focus (a tab list, or a
 * menu when vertical): the arrow keys move to the neighbour and wrap round,
 * Home and End go to the ends. Returns the index to move to, or null when the
 * key does not move focus.
 */
export function indexAfterKey(
  key: string,
  current: number,
  count: number,
  orientation: "horizontal" | "vertical" = "horizontal",
): number | null {
  if (count <= 0) return null;
  const [next, previous] = orientation === "horizontal" ? ["ArrowRight", "ArrowLeft"] : ["ArrowDown", "ArrowUp"];
  switch (key) {
    case next:
      return (current + 1) % count;
    case previous:
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
