import type { ReactNode, RefObject } from "react";
import { AlertDialog } from "radix-ui";

/**
 * An admin question that must be answered before something happens (a deletion, leaving unsaved changes): Radix's
 * alert dialog over a dimmed page, its title and description, and the caller's buttons (an `AlertDialog.Cancel`, and
 * an `AlertDialog.Action` or a form's submit button). `initialFocus` takes the focus when it opens (the safe choice);
 * `returnFocusTo` gets it back when it closes, for a dialog opened without a Trigger.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  initialFocus,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            if (!initialFocus) return;
            event.preventDefault();
            initialFocus.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-display text-xl font-semibold text-brand-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
