import type { KeyboardEvent } from "react";

/**
 * Ctrl+S (Cmd+S on a Mac) inside a staff form saves it, as in a desktop editor, instead of opening the browser's
 * "save page" dialog: the form is submitted with its save button (the one marked `data-save-shortcut`, else its first
 * submit button), through the form's own checks. Nothing happens while that button is disabled (a save in flight).
 * Only on forms that save: never on one that sends an email.
 */
export function submitOnSaveShortcut(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  event.preventDefault();
  const form = event.currentTarget;
  const save =
    form.querySelector<HTMLButtonElement>("button[type=submit][data-save-shortcut]") ??
    form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (save?.disabled) return;
  form.requestSubmit(save ?? undefined);
}
