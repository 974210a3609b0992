/**
 * A new kind of lead is its answers' schema, its form and its content (ADR 054): "callback-request", defined only
 * here (tests/support/test-lead-kind.ts), is stored as the forms store theirs and then works everywhere a lead
 * does, with no migration and no change to the inbox, the board, a lead's page and timeline, the export, bulk
 * actions or the backup. Its answers are checked by its schema on write, and on read. (Erasure and retention of the
 * same kind: person-data.test.ts and retention.test.ts.)
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, setCurrentDatabase } from "~/db/client.server";
import { leads } from "~/db/schema";
import { EMPTY_LEAD_FILTER } from "~/lib/leads/lead-filter";
import { exportLeadsCsv } from "~/lib/leads/lead-export.server";
import { leadAnswers, leadContext } from "~/lib/leads/lead-fields";
import { listLeads } from "~/lib/leads/lead-inbox.server";
import { isLeadKind, leadKindLabel } from "~/lib/leads/lead-kinds";
import { leadBoard } from "~/lib/leads/lead-queues.server";
import { getLead } from "~/lib/leads/lead-record.server";
import { changeLeadsInBulk } from "~/lib/leads/lead-bulk.server";
import { leadTimeline } from "~/lib/leads/lead-timeline.server";
import { storeLead } from "~/lib/leads/leads.server";
import { writeBackup } from "~/lib/backup/dump.server";
import { restoreBackup } from "~/lib/backup/restore.server";
import { createEmptyTestDatabase, setUpTestDatabase } from "../support/database";
import { temporaryDir } from "../support/environment";
import { addCallback, CALLBACK_KIND_NAME, defineCallbackKind } from "../support/test-lead-kind";

const database = setUpTestDatabase();
const viewer = () => ({ userId: "nobody", now: new Date() });
const work = temporaryDir("kestrel-lead-kind");
let id: string;

beforeAll(async () => {
  defineCallbackKind();
  id = await addCallback({ email: "caller@example.co.za", callAt: "Friday at 10" });
});

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe("a kind defined only by its schema, form and content", () => {
  it("is a kind of the registry, with its label, and needs no column of its own", async () => {
    expect(isLeadKind(CALLBACK_KIND_NAME)).toBe(true);
    expect(leadKindLabel(CALLBACK_KIND_NAME)).toBe("Callback request");
    const [row] = await db().select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      kind: CALLBACK_KIND_NAME,
      name: "Sipho Ndlovu",
      email: "caller@example.co.za",
      phone: "+27 82 555 0123",
      answers: { callAt: "Friday at 10", consent: true },
      status: "new",
    });
    // Its reply promise (four business hours) started the clock.
    expect(row.replyDueAt).toBeInstanceOf(Date);
  });

  it("is in the inbox, filtered by its kind, with its context", async () => {
    const all = await listLeads(EMPTY_LEAD_FILTER, viewer());
    expect(all.leads.map((lead) => lead.id)).toContain(id);
    const only = await listLeads({ ...EMPTY_LEAD_FILTER, type: CALLBACK_KIND_NAME }, viewer());
    expect(only.leads).toHaveLength(1);
    expect(only.leads[0]).toMatchObject({ type: CALLBACK_KIND_NAME, answers: { callAt: "Friday at 10" } });
  });

  it("is on the board, among the leads followed up", async () => {
    const board = await leadBoard(EMPTY_LEAD_FILTER, viewer());
    const column = board.find((each) => each.status === "new")!;
    expect(column.leads.map((lead) => lead.id)).toContain(id);
  });

  it("has a page and a timeline: its fields as its kind lists them, its arrival and its two emails", async () => {
    const found = await getLead(id);
    expect(found?.lead.checked).toBe(true);
    const answers = Object.fromEntries(leadAnswers(found!.lead).map((field) => [field.label, field.value]));
    expect(answers).toEqual({
      Name: "Sipho Ndlovu",
      Email: "caller@example.co.za",
      Phone: "+27 82 555 0123",
      "Call at": "Friday at 10",
    });
    expect(leadContext(found!.lead).find((field) => field.label === "Type")?.value).toBe("Callback request");
    const timeline = await leadTimeline(id, found!.lead);
    expect(timeline?.map((event) => event.kind).sort()).toEqual(["arrival", "email", "email"]);
  });

  it("is exported with its kind's label", async () => {
    const { csv } = await exportLeadsCsv({ id: "nobody" }, { ...EMPTY_LEAD_FILTER, type: CALLBACK_KIND_NAME });
    const [, line] = csv.trim().split("\r\n");
    expect(line.startsWith("Callback request,")).toBe(true);
    expect(line).toContain("Call at Friday at 10");
  });

  it("is worked in bulk like any lead", async () => {
    const result = await changeLeadsInBulk({ id: "nobody", name: "", email: "" }, { action: "spam" }, [id]);
    expect(result).toEqual({ ok: true, changed: 1, unchanged: 0 });
    await changeLeadsInBulk({ id: "nobody", name: "", email: "" }, { action: "status", status: "new" }, [id]);
  });

  it("refuses answers that do not fit its schema on write, storing nothing", async () => {
    const before = await db().$count(leads);
    await expect(
      storeLead(
        {
          kind: CALLBACK_KIND_NAME,
          purpose: "Call back as asked",
          parts: () => ({ name: null, email: "x@example.co.za", phone: null, business: null, answers: { callAt: 7 } }),
          notification: () => ({ subject: "s", text: "t", html: "<p>t</p>" }),
          confirmation: () => ({ subject: "s", text: "t", html: "<p>t</p>" }),
        },
        { email: "x@example.co.za" },
        { idempotencyKey: crypto.randomUUID(), sourcePath: "/callback", query: {} },
      ),
    ).rejects.toThrow();
    expect(await db().$count(leads)).toBe(before);
  });

  it("shows stored answers that no longer fit its schema as they are, rather than failing the page", async () => {
    await db().update(leads).set({ answers: sql`'{"callAt": 42, "extra": "kept"}'::jsonb` }).where(eq(leads.id, id));
    const found = await getLead(id);
    expect(found?.lead.checked).toBe(false);
    const answers = Object.fromEntries(leadAnswers(found!.lead).map((field) => [field.label, field.value]));
    expect(answers).toMatchObject({ callAt: "42", extra: "kept" });
    await db()
      .update(leads)
      .set({ answers: { callAt: "Friday at 10", consent: true } })
      .where(eq(leads.id, id));
  });

  it("goes into a backup and comes back from it like every lead", async () => {
    const file = path.join(work, "kind.jsonl.gz");
    await writeBackup(database(), fs.createWriteStream(file), {
      uploadsDir: path.join(work, "uploads"),
      authSecret: "a-lead-kind-test-secret-of-at-least-32-characters",
    });
    const target = await createEmptyTestDatabase();
    try {
      await restoreBackup(target, file, {
        uploadsDir: path.join(work, "restored-uploads"),
        authSecret: "a-lead-kind-test-secret-of-at-least-32-characters",
      });
      setCurrentDatabase(target);
      const found = await getLead(id);
      expect(found?.lead).toMatchObject({ type: CALLBACK_KIND_NAME, answers: { callAt: "Friday at 10" } });
    } finally {
      setCurrentDatabase(database());
      await target.cleanup();
    }
  });
});
