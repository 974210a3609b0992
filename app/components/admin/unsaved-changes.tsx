/**
 * Leaving a form with unsaved changes asks first: inside the site (a link,
 * the back button) with a dialog, and when the tab is closed or reloaded
 * with the browser's own question (beforeunload). Submitting the form is not
 * leaving.
 */
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { AlertDialog } from "radix-ui";
import { Button } from "~/components/ui/button";
import { unsavedChanges } from "~/content/admin-posts";
import { ConfirmDialog } from "./confirm-dialog";

export function UnsavedChangesPrompt({
  dirty,
  copy = unsavedChanges,
}: {
  dirty: boolean;
  /** the dialog's words, a post's unless said */
  copy?: { [Key in keyof typeof unsavedChanges]: string };
}) {
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    if (!dirty) return false;
    // A form's own submission (POST) is not navigation away; neither is a change of the query alone.
    if (historyAction === "REPLACE" && currentLocation.pathname === nextLocation.pathname) return false;
    return currentLocation.pathname !== nextLocation.pathname;
  });
  const stayButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // Saved (or cleaned) while a navigation waited: let it go.
  useEffect(() => {
    if (blocker.state === "blocked" && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title={copy.heading}
      description={copy.body}
      initialFocus={stayButton}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <AlertDialog.Cancel asChild>
          <Button ref={stayButton} variant="outline">
            {copy.stay}
          </Button>
        </AlertDialog.Cancel>
        <AlertDialog.Action asChild>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {copy.leave}
          </Button>
        </AlertDialog.Action>
      </div>
    </ConfirmDialog>
  );
}
