/**
 * The CSV export of the admin's leads inbox: every lead matching the inbox's
 * filter, read from one snapshot, and the export's audit row, in the same
 * transaction. The audit row never holds what a visitor typed (a search only
 * as a fingerprint): the log is never erased, their data may be.
 */
import { db } from "~/db/client.server";
import { sha256 } from "../runtime/sha256.server";
import { LEAD_STATUS_LABELS } from "~/content/admin-leads";
import { leadKindLabel } from "./lead-kinds";
import { recordAudit } from "../audit/audit.server";
import { CSV_BYTE_ORDER_MARK, csvRow } from "./csv";
import { leadContextText } from "./lead-context";
import type { LeadFilter } from "./lead-filter";
import { leadsQuery, NEWEST_FIRST, toSummary, type InboxViewer, type LeadSummary } from "./lead-inbox.server";
import { zonedDateTime } from "../time/zoned-time";
import { LEAD_AUDIT_ACTIONS } from "../audit/audit-actions";

export const LEADS_CSV_HEADER = [
  "Type",
  "Received",
  "Name",
  "Email",
  "Phone",
  "Business",
  "Status",
  "Owner",
  "Reply due",
  "First reply",
  "Context",
  "Source page",
  "Consent given",
  "Privacy notice",
  "Reference",
] as const;

const EXPORT_BATCH = 500;

/** "2024-05-01 14:30:00" in South African time: a form every spreadsheet reads as a date and time. */
export function csvDateTime(value: Date | null): string {
  return value ? zonedDateTime(value) : "";
}

function csvLine(lead: LeadSummary): string {
  return csvRow([
    leadKindLabel(lead.type),
    csvDateTime(lead.createdAt),
    lead.name,
    lead.email,
    lead.phone,
    lead.business,
    LEAD_STATUS_LABELS[lead.status],
    lead.ownerName,
    csvDateTime(lead.replyDueAt),
    csvDateTime(lead.firstReplyAt),
    leadContextText(lead),
    lead.sourcePath,
    csvDateTime(lead.consentAt),
    lead.noticeVersion,
    lead.id,
  ]);
}

/** What an export's audit row says about its filter: the search text only as a fingerprint (it may be a name or address). */
export function auditedFilter(filter: LeadFilter) {
  return {
    view: filter.view,
    type: filter.type,
    status: filter.status,
    search: filter.q ? `sha256:${sha256(filter.q.toLowerCase())}` : null,
  };
}

/**
 * Every lead matching `filter` (or, given `ids`, those of them: a selection) as CSV (newest first, read in batches
 * from one snapshot of the database) and the audit row of the export, in one transaction.
 */
export async function exportLeadsCsv(
  actor: { id: string },
  filter: LeadFilter,
  ip?: string | null,
  ids?: readonly string[],
): Promise<{ csv: string; count: number }> {
  const viewer: InboxViewer = { userId: actor.id, now: new Date() };
  // One snapshot for every batch, so that the file is the leads as they were at one moment.
  return db().transaction(
    async (tx) => {
      const lines: string[] = [csvRow(LEADS_CSV_HEADER)];
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await leadsQuery(tx, filter, viewer, { ids })
          .orderBy(...NEWEST_FIRST)
          .limit(EXPORT_BATCH)
          .offset(offset);
        for (const row of rows) lines.push(csvLine(toSummary(row)));
        if (rows.length < EXPORT_BATCH) break;
      }
      const exported = lines.length - 1;
      await recordAudit(tx, {
        action: LEAD_AUDIT_ACTIONS.exported,
        resourceType: "lead",
        userId: actor.id,
        ip,
        details: { filter: auditedFilter(filter), count: exported, ...(ids ? { selection: true } : {}) },
      });
      return { csv: `${CSV_BYTE_ORDER_MARK}${lines.map((line) => `${line}\r\n`).join("")}`, count: exported };
    },
    { isolationLevel: "repeatable read" },
  );
}

/** The export's file name: leads-2024-05-01.csv, with the type and status when filtered. */
export function leadsCsvFileName(filter: LeadFilter, now = new Date()): string {
  const day = csvDateTime(now).slice(0, 10);
  return ["leads", filter.type, filter.status, day].filter(Boolean).join("-") + ".csv";
}
