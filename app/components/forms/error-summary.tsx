import type { ReactNode } from "react";

/**
 * What stops the form going on: a title and message (role="alert", so it is
 * announced), above the fields that carry their own messages.
 */
export function ErrorSummary({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 font-medium">{children}</div> : null}
    </div>
  );
}
