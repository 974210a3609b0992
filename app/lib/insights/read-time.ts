/** Reading time in whole minutes at 200 words a minute, never less than one. */
export function readTimeMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
