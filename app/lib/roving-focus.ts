/**
 * Keyboard movement in a one-row widget with roving focus (a tab list): the
 * arrow keys move to the neighbour and wrap round, Home and End go to the ends.
 * Returns the index to move to, or null when the key does not move focus.
 */
export function indexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
