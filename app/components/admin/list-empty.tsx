/** What an admin list shows in place of its rows when it has none, or could not read them. */
import type { ReactNode } from "react";
import { FormMessage } from "~/components/forms/field";

export type EmptyList =
  /** Nothing yet, or nothing the filter matches: a heading, a hint under it, and what to do (a link or a button). */
  | { heading: ReactNode; hint?: ReactNode; children?: ReactNode }
  /** One quiet line: "No emails are dead." */
  | { note: ReactNode }
  /** The rows could not be read. */
  | { failed: ReactNode };

/**
 * Where a list sits: inside a panel under its heading bar ("panel"), under a heading of the page with the list in a
 * box of its own ("open"), or straight under the page's introduction ("bare").
 */
export type ListFrame = "panel" | "open" | "bare";

/** The space above a list that is not in a panel: less under its own heading than under the page's introduction. */
export function frameGap(frame: Exclude<ListFrame, "panel">) {
  return frame === "open" ? "mt-4" : "mt-6";
}

function Explained({ empty }: { empty: Extract<EmptyList, { heading: ReactNode }> }) {
  return (
    <div className="px-5 py-12 text-center">
      <p className="font-medium text-ink">{empty.heading}</p>
      {empty.hint === undefined ? null : <p className="mt-1 text-sm text-muted">{empty.hint}</p>}
      {empty.children}
    </div>
  );
}

/** `roomy`: a list of tall cards, whose empty box has more room around its line. */
export function EmptyState({ empty, frame, roomy }: { empty: EmptyList; frame: ListFrame; roomy: boolean }) {
  if (frame === "panel") {
    if ("failed" in empty) return <Explained empty={{ heading: empty.failed }} />;
    if ("note" in empty) return <p className="px-5 py-12 text-center text-muted">{empty.note}</p>;
    return <Explained empty={empty} />;
  }
  const gap = frameGap(frame);
  if ("failed" in empty) {
    return (
      <div className={gap}>
        <FormMessage kind="error">{empty.failed}</FormMessage>
      </div>
    );
  }
  if ("note" in empty) {
    return (
      <p
        className={`${gap} rounded-xl border border-line bg-white px-5 ${roomy ? "py-10" : "py-8"} text-center text-muted`}
      >
        {empty.note}
      </p>
    );
  }
  return (
    <div className={`${gap} rounded-xl border border-line bg-white`}>
      <Explained empty={empty} />
    </div>
  );
}
