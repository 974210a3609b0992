/**
 * Migration 0012 (ADR 054) on a database filled by the previous version of the site: the fixture
 * tests/fixtures/backup-before-one-leads-table.jsonl.gz was written by that version's code (its forms stored a lead
 * of every kind, staff assigned, moved, noted and replied to them, a reader confirmed a sign-up), as a backup.
 * Restoring it applies that version's migrations, loads its rows and then migrates them, as an upgrade does: every
 * lead, note and reply is then in the one table with the same values, the emails and audit rows still name their
 * lead, the old tables are gone, and a lead of each kind reads back through its kind's schema.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCurrentDatabase } from "~/db/client.server";
import { readBackup, type BackupRow } from "~/lib/backup/backup-format.server";
import { rowsOf, tablesInForeignKeyOrder } from "~/lib/backup/database-catalog.server";
import { restoreBackup } from "~/lib/backup/restore.server";
import { getLead } from "~/lib/leads/lead-record.server";
import { leadAnswers } from "~/lib/leads/lead-fields";
import { createEmptyTestDatabase, type TestDatabase } from "../support/database";
import { temporaryDir } from "../support/environment";

const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "fixtures",
  "backup-before-one-leads-table.jsonl.gz",
);
const SECRET = "a-backup-test-secret-of-at-least-32-characters";
const work = temporaryDir("kestrel-leads-migration");

/** The fixture's rows, by table, as the previous version wrote them (each column's text). */
async function fixtureRows(): Promise<Map<string, BackupRow[]>> {
  const tables = new Map<string, BackupRow[]>();
  for await (const entry of readBackup(fs.createReadStream(FIXTURE))) {
    if (entry.kind === "rows") tables.set(entry.table, [...(tables.get(entry.table) ?? []), ...entry.rows]);
  }
  return tables;
}

type LeadRowText = Record<string, string | null>;

describe("one leads table, migrated from the four of the previous version", () => {
  let database: TestDatabase;
  let old: Map<string, BackupRow[]>;
  let leads: Map<string, LeadRowText>;

  beforeAll(async () => {
    old = await fixtureRows();
    database = await createEmptyTestDatabase();
    await restoreBackup(database, FIXTURE, { uploadsDir: path.join(work, "uploads"), authSecret: SECRET });
    setCurrentDatabase(database);
    const rows = await rowsOf<LeadRowText>(
      database.db,
      sql`select id::text, kind, name, email, phone, business, answers::text as answers, status, owner_id,
            reply_due_at::text, responded_at::text, first_reply_at::text, source_path, query::text as query,
            consent_at::text, notice_version, idempotency_key, created_at::text, updated_at::text
          from leads`,
    );
    leads = new Map(rows.map((row) => [row.id!, row]));
  });

  afterAll(async () => {
    setCurrentDatabase(undefined);
    await database?.cleanup();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("drops the four tables and keeps every lead, with the columns all leads share unchanged", async () => {
    const tables = (await tablesInForeignKeyOrder(database.db)).map((table) => table.name);
    for (const gone of ["contact_requests", "marketplace_submissions", "ready_to_talk_requests"])
      expect(tables).not.toContain(gone);
    expect(tables).toContain("leads");

    const kinds = {
      contact_requests: "contact",
      marketplace_submissions: "marketplace",
      ready_to_talk_requests: "ready-to-talk",
      newsletter_subscribers: "newsletter",
    } as const;
    let count = 0;
    for (const [table, kind] of Object.entries(kinds)) {
      const rows = old.get(table) ?? [];
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        count++;
        const lead = leads.get(row.id!);
        expect(lead, `${table} ${row.id}`).toBeDefined();
        expect(lead!.kind).toBe(kind);
        for (const column of [
          "email",
          "status",
          "owner_id",
          "source_path",
          "notice_version",
          "idempotency_key",
        ] as const)
          expect(lead![column], `${table}.${column}`).toBe(row[column]);
        for (const column of [
          "created_at",
          "updated_at",
          "consent_at",
          "reply_due_at",
          "responded_at",
          "first_reply_at",
        ])
          expect(instant(lead![column]), `${table}.${column}`).toBe(instant(row[column]));
        expect(JSON.parse(lead!.query!)).toEqual(JSON.parse(row.query!));
      }
    }
    expect(leads.size).toBe(count);
  });

  it("moves what only one kind has into its answers, and the name, phone and business into their columns", () => {
    for (const row of old.get("contact_requests")!) {
      const lead = leads.get(row.id!)!;
      expect([lead.name, lead.phone, lead.business]).toEqual([row.name, row.phone, row.business]);
      expect(JSON.parse(lead.answers!)).toEqual(
        withoutNulls({
          turnover: row.turnover,
          pain: postgresArray(row.pain!),
          painOther: row.pain_other,
          goals: row.goals,
          consent: row.consent === "true" || row.consent === "t",
        }),
      );
    }
    for (const row of old.get("marketplace_submissions")!) {
      const lead = leads.get(row.id!)!;
      expect([lead.name, lead.phone, lead.business]).toEqual([`${row.first_name} ${row.last_name}`, row.phone, null]);
      expect(JSON.parse(lead.answers!)).toEqual(
        withoutNulls({
          firstName: row.first_name,
          lastName: row.last_name,
          userType: row.user_type,
          businessSector: row.business_sector,
          annualRevenue: row.annual_revenue,
          timeframeToSell: row.timeframe_to_sell,
          industryInterest: row.industry_interest,
          dealSize: row.deal_size,
          region: row.region,
          additionalInfo: row.additional_info,
          consent: row.consent === "true" || row.consent === "t",
        }),
      );
    }
    for (const row of old.get("ready_to_talk_requests")!) {
      const lead = leads.get(row.id!)!;
      expect(JSON.parse(lead.answers!)).toEqual(
        withoutNulls({
          industry: row.industry,
          goal: row.goal,
          consent: row.consent === "true" || row.consent === "t",
        }),
      );
    }
  });

  it("keeps every note and reply with the same values, now tied to its lead by a foreign key", async () => {
    for (const table of ["lead_notes", "lead_replies"]) {
      const before = old.get(table)!;
      expect(before.length, table).toBeGreaterThan(0);
      const after = await rowsOf<Record<string, string | null>>(
        database.db,
        sql`select *, created_at::text as created_text from ${sql.identifier(table)}`,
      );
      expect(after.length, table).toBe(before.length);
      for (const row of before) {
        const moved = after.find((candidate) => candidate.id === row.id)!;
        expect(moved, `${table} ${row.id}`).toBeDefined();
        expect(moved.lead_id).toBe(row.lead_id);
        expect(moved.body).toBe(row.body);
        expect(moved.author_name).toBe(row.author_name);
        expect(instant(moved.created_text)).toBe(instant(row.created_at));
        if (table === "lead_replies") {
          expect(moved.subject).toBe(row.subject);
          expect(moved.outbox_id).toBe(row.outbox_id);
        }
      }
    }
    const [{ foreignKeys }] = await rowsOf<{ foreignKeys: number }>(
      database.db,
      sql`select count(*)::int as "foreignKeys" from information_schema.referential_constraints
          where constraint_name in ('lead_notes_lead_id_leads_id_fk', 'lead_replies_lead_id_leads_id_fk',
            'email_outbox_lead_id_leads_id_fk', 'newsletter_subscribers_lead_id_leads_id_fk')`,
    );
    expect(foreignKeys).toBe(4);
  });

  it("keeps each email's lead, each subscription's sign-up, and names every lead in the audit log as a lead", async () => {
    const emails = await rowsOf<{ id: string; lead_id: string | null }>(
      database.db,
      sql`select id::text, lead_id::text from email_outbox`,
    );
    for (const row of old.get("email_outbox")!) {
      expect(emails.find((email) => email.id === row.id)?.lead_id ?? null, row.id!).toBe(row.lead_id);
    }
    const subscriptions = await rowsOf<{ id: string; lead_id: string; subscription: string }>(
      database.db,
      sql`select id::text, lead_id::text, subscription from newsletter_subscribers`,
    );
    for (const row of old.get("newsletter_subscribers")!) {
      const subscription = subscriptions.find((candidate) => candidate.id === row.id)!;
      expect([subscription.lead_id, subscription.subscription]).toEqual([row.id, row.subscription]);
    }
    const audit = await rowsOf<{ resource_type: string; count: number }>(
      database.db,
      sql`select resource_type, count(*)::int as count from audit_events group by resource_type`,
    );
    const leadEvents = old
      .get("audit_events")!
      .filter((row) =>
        ["contact_request", "marketplace_submission", "newsletter_subscriber", "ready_to_talk_request"].includes(
          row.resource_type!,
        ),
      ).length;
    expect(leadEvents).toBeGreaterThan(0);
    expect(audit.find((row) => row.resource_type === "lead")?.count).toBe(leadEvents);
  });

  it("reads each migrated lead back through its kind's schema, as the lead page shows it", async () => {
    for (const row of old.get("marketplace_submissions")!) {
      const found = await getLead(row.id!);
      expect(found?.lead.type).toBe("marketplace");
      const answers = Object.fromEntries(leadAnswers(found!.lead).map((field) => [field.label, field.value]));
      expect(answers["First name"]).toBe(row.first_name);
      expect(answers.Email).toBe(row.email);
    }
    const contact = old.get("contact_requests")!.find((row) => row.pain_other)!;
    const found = await getLead(contact.id!);
    const answers = Object.fromEntries(leadAnswers(found!.lead).map((field) => [field.label, field.value]));
    expect(answers["Something else"]).toBe(contact.pain_other);
    expect(found!.notes.map((note) => note.body)).toEqual(
      old
        .get("lead_notes")!
        .filter((note) => note.lead_id === contact.id)
        .map((note) => note.body),
    );
  });
});

/** A timestamp's text, as the instant it names (the two sides may print it in different forms). */
function instant(value: string | null | undefined): number | null {
  return value ? new Date(value.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00")).getTime() : null;
}

/** PostgreSQL's text of a text[] of plain words ({a,b}), as the list. */
function postgresArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, "");
  return inner ? inner.split(",") : [];
}

function withoutNulls(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));
}
