/** A lead's reply promise as the admin shows it: its state in words (never colour alone) and the due time. */
import { AlarmClock } from "~/components/icons/alarm-clock";
import { DUE_STATE_LABELS } from "~/content/admin-leads";
import type { DueState } from "~/lib/leads/lead-due";
import { DateTime } from "./date-time";
import { StatusBadge } from "./status-badge";

export function LeadDue({ state, dueAt }: { state: DueState; dueAt: Date | string | null }) {
  if (state === "no-promise" || dueAt === null) return <span className="text-muted">—</span>;
  if (state === "answered") return <StatusBadge tone="muted">{DUE_STATE_LABELS.answered}</StatusBadge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
      {state === "overdue" ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-danger">
          <AlarmClock aria-hidden="true" className="h-3.5 w-3.5" />
          {DUE_STATE_LABELS.overdue}
        </span>
      ) : (
        <StatusBadge tone={state === "due-today" ? "accent" : "brand"}>{DUE_STATE_LABELS[state]}</StatusBadge>
      )}
      <span className="text-xs whitespace-nowrap text-muted">
        <DateTime value={dueAt} />
      </span>
    </span>
  );
}
