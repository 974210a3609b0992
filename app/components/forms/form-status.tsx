import { CircleCheck } from "~/components/icons/circle-check";
import type { ReactNode } from "react";

/**
 * A confirmation in a live region that is on the page from the start, so
 * screen readers announce the message when it appears after an enhanced submit.
 */
export function FormStatus({ children }: { children?: ReactNode }) {
  return (
    <div role="status">
      {children ? (
        <div className="flex gap-3 rounded-md border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-success">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div>{children}</div>
        </div>
      ) : null}
    </div>
  );
}
