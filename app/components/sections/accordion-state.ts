/**
 * Which panels of an accordion are open after the one at `index` is pressed:
 * pressing an open panel closes it; opening one closes the others unless
 * several may be open at once.
 */
export function toggleOpenPanels(open: readonly number[], index: number, allowMultiple: boolean): number[] {
  if (open.includes(index)) return open.filter((item) => item !== index);
  return allowMultiple ? [...open, index] : [index];
}
