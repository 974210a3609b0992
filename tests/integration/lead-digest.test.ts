import crypto from "node:crypto";
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setCurrentDatabase } from "~/db/client.server";
import { auditEvents, emailOutbox, leadDigests, leads, user, userRoles } from "~/db/schema";
import { LEAD_AUDIT_ACTIONS } from "~/lib/audit/audit-actions";
import { DIGEST_LOCK_KEY, sendDueDigest, startLeadDigestSchedule } from "~/lib/leads/lead-digest.server";
import { leadPath } from "~/lib/leads/lead-path";
import { createMailer, type Mailer } from "~/lib/runtime/mailer.server";
import { deliverDueEmails } from "~/lib/runtime/outbox.server";
import { useSecondInstance } from "../support/second-instance";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment, temporaryDir } from "../support/environment";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { readEmails, type ReceivedEmail } from "../support/mail";

const ORIGIN = "https://kestrel.test";
const NOTIFY = "leads-digest@kestrel.test";
// env() reads these the first time it is called: set before any test runs.
const dataDir = setUpTestEnvironment("lead-digest", { PUBLIC_URL: ORIGIN, LEADS_NOTIFY_TO: NOTIFY });

/** Johannesburg is UTC+2 all year: a local time as an instant. 2026-05-04 is a Monday. */
const local = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);
const MONDAY = "2026-05-04";
const MONDAY_0730 = local(MONDAY, "07:30");

/** Polls `condition` until it holds. */
async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the morning lead digest", () => {
  const database = setUpTestDatabase();
  let sink: MailSink;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = await startMailSink(temporaryDir("lead-digest-mail"));
    // (An idle pooled connection says goodbye at once, so the listener can stop without waiting for it.)
    mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}?idleTimeout=100`,
      mailFrom: "Kestrel <no-reply@kestrel.test>",
      dataDir,
    });
  });
  afterAll(async () => {
    mailer?.close();
    await sink?.close();
    if (sink) fs.rmSync(sink.dir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    const q = database().db;
    await q.delete(emailOutbox);
    await q.delete(leadDigests);
    await q.delete(auditEvents);
    await q.delete(leads);
    await q.delete(user);
    for (const file of fs.readdirSync(sink.dir)) fs.rmSync(`${sink.dir}/${file}`);
  });

  const addStaff = async (email: string, name: string, role: "admin" | "editor" | "sales" | null): Promise<string> => {
    const id = crypto.randomUUID();
    await database().db.insert(user).values({ id, email, name, emailVerified: true });
    if (role) await database().db.insert(userRoles).values({ userId: id, role });
    return id;
  };

  type LeadFields = {
    ownerId?: string | null;
    replyDueAt?: Date | null;
    respondedAt?: Date | null;
    name?: string;
    email?: string;
  };
  const addLead = async (type: "contact" | "marketplace" | "ready-to-talk", fields: LeadFields): Promise<string> => {
    const common = {
      kind: type,
      email: fields.email ?? `visitor-${crypto.randomBytes(3).toString("hex")}@example.co.za`,
      idempotencyKey: crypto.randomUUID(),
      ownerId: fields.ownerId ?? null,
      replyDueAt: fields.replyDueAt ?? null,
      respondedAt: fields.respondedAt ?? null,
    };
    const byKind = () => {
      if (type === "contact") {
        return {
          name: fields.name ?? "Thandi Mokoena",
          business: "Mokoena Logistics",
          answers: { turnover: "r10m-r50m", pain: [], consent: true },
        };
      }
      if (type === "marketplace") {
        const name = fields.name ?? "Pieter van der Merwe";
        const [firstName, lastName] = name.split(/ (.*)/);
        return { name, answers: { firstName, lastName, userType: "seller", consent: true } };
      }
      return { answers: { consent: true } };
    };
    const [row] = await database()
      .db.insert(leads)
      .values({ ...common, ...byKind() })
      .returning({ id: leads.id });
    return row.id;
  };

  /** Sends what the outbox holds to the SMTP listener; the emails it received, by recipient. */
  const deliver = async (): Promise<Map<string, ReceivedEmail>> => {
    await deliverDueEmails(database().db, mailer, { now: new Date(Date.now() + 1_000) });
    const emails = readEmails(sink.dir);
    const byRecipient = new Map(emails.map((email) => [email.to, email]));
    expect(byRecipient.size).toBe(emails.length);
    return byRecipient;
  };

  const outboxCount = async () => (await database().db.select().from(emailOutbox)).length;
  const digestDays = async () =>
    (await database().db.select({ day: leadDigests.day }).from(leadDigests)).map((row) => row.day).sort();

  /** Staff and leads of every kind: who owns what, and what is due. */
  const scenario = async () => {
    const lerato = await addStaff("lerato@kestrel.test", "Lerato", "sales");
    const sipho = await addStaff("sipho@kestrel.test", "Sipho", "admin");
    const editor = await addStaff("eddie@kestrel.test", "Eddie", "editor");
    await addStaff("idle@kestrel.test", "Idle", "sales");
    const formerStaff = await addStaff("gone@kestrel.test", "Gone", null);
    const ids = {
      leratoOverdue: await addLead("contact", {
        ownerId: lerato,
        replyDueAt: local("2026-05-01", "16:00"),
        name: "Thandi Mokoena",
      }),
      leratoDueToday: await addLead("ready-to-talk", {
        ownerId: lerato,
        replyDueAt: local(MONDAY, "11:00"),
        email: "rtt@example.co.za",
      }),
      leratoAnswered: await addLead("contact", {
        ownerId: lerato,
        replyDueAt: local("2026-05-01", "16:00"),
        respondedAt: local("2026-05-01", "10:00"),
      }),
      leratoLater: await addLead("contact", { ownerId: lerato, replyDueAt: local("2026-05-05", "09:00") }),
      siphoDueToday: await addLead("marketplace", {
        ownerId: sipho,
        replyDueAt: local(MONDAY, "15:45"),
        name: "Pieter van der Merwe",
      }),
      unassigned: await addLead("contact", { replyDueAt: local(MONDAY, "08:00"), name: "Nobody's Lead" }),
      formerOwner: await addLead("contact", {
        ownerId: formerStaff,
        replyDueAt: local("2026-04-30", "12:00"),
        name: "Left Behind",
      }),
      editorOwned: await addLead("ready-to-talk", {
        ownerId: editor,
        replyDueAt: local(MONDAY, "09:30"),
        email: "edited@example.co.za",
      }),
    };
    // The user who left the team: their account is still there, their role is not.
    return ids;
  };

  it("queues one email per person with something due, with their leads and links, and records the day", async () => {
    const ids = await scenario();
    expect(await sendDueDigest(MONDAY_0730)).toEqual({ sent: true, day: MONDAY, recipients: 3, leads: 6 });

    const emails = await deliver();
    expect([...emails.keys()].sort()).toEqual(["lerato@kestrel.test", NOTIFY, "sipho@kestrel.test"].sort());

    const lerato = emails.get("lerato@kestrel.test")!;
    expect(lerato.subject).toBe("2 leads need a reply today");
    expect(lerato.text).toContain("Good morning Lerato,");
    expect(lerato.text).toMatch(/Overdue \(was due [^)]*16:00\): Thandi Mokoena, Contact request/);
    expect(lerato.text).toMatch(/Due today \(due [^)]*11:00\): rtt@example\.co\.za, Ready to talk/);
    expect(lerato.text).toContain(`${ORIGIN}${leadPath(ids.leratoOverdue)}`);
    expect(lerato.text).toContain(`${ORIGIN}${leadPath(ids.leratoDueToday)}`);
    expect(lerato.text.indexOf(ids.leratoOverdue)).toBeLessThan(lerato.text.indexOf(ids.leratoDueToday));
    expect(lerato.text).not.toContain(ids.leratoAnswered);
    expect(lerato.text).not.toContain(ids.leratoLater);
    expect(lerato.text).toContain(`${ORIGIN}/admin/leads?view=overdue`);
    expect(lerato.text).toContain(`${ORIGIN}/admin/leads?view=due-today`);

    const sipho = emails.get("sipho@kestrel.test")!;
    expect(sipho.subject).toBe("1 lead needs a reply today");
    expect(sipho.text).toMatch(/Due today \(due [^)]*15:45\): Pieter van der Merwe, Marketplace/);
    expect(sipho.text).toContain(`${ORIGIN}${leadPath(ids.siphoDueToday)}`);

    // Unassigned, a former member of staff's, and one owned by an editor (who cannot open the leads).
    const notify = emails.get(NOTIFY)!;
    expect(notify.subject).toBe("3 leads need a reply today");
    for (const id of [ids.unassigned, ids.formerOwner, ids.editorOwned]) expect(notify.text).toContain(id);
    expect(notify.text).toMatch(/Nobody's Lead, Contact request, no owner yet/);
    expect(notify.text).toMatch(/Left Behind, Contact request, its owner is no longer on the team/);
    expect(notify.text.indexOf(ids.formerOwner)).toBeLessThan(notify.text.indexOf(ids.unassigned));

    expect(await digestDays()).toEqual([MONDAY]);
    const [row] = await database().db.select().from(leadDigests);
    expect(row).toMatchObject({ day: MONDAY, recipients: 3, leads: 6 });
    const audit = await database()
      .db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, LEAD_AUDIT_ACTIONS.digestSent));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ resourceType: "lead_digest", resourceId: MONDAY, userId: null });
    expect(audit[0].details).toMatchObject({ recipients: 3, leads: 6, overdue: 2, dueToday: 4 });
    // Counts only: no visitor's address in the log.
    expect(JSON.stringify(audit[0].details)).not.toContain("@");
  });

  it("sends a day once: a second check the same day sends nothing", async () => {
    await scenario();
    expect((await sendDueDigest(MONDAY_0730)).sent).toBe(true);
    const queued = await outboxCount();
    expect(await sendDueDigest(local(MONDAY, "07:31"))).toEqual({ sent: false, reason: "already-sent", day: MONDAY });
    expect(await sendDueDigest(local(MONDAY, "16:00"))).toEqual({ sent: false, reason: "already-sent", day: MONDAY });
    expect(await outboxCount()).toBe(queued);
    expect(await database().db.select().from(auditEvents)).toHaveLength(1);
  });

  it.each([
    ["Monday 07:29", local(MONDAY, "07:29")],
    ["Saturday 09:00", local("2026-05-09", "09:00")],
    ["Sunday 07:30", local("2026-05-10", "07:30")],
  ])("sends nothing on %s", async (_name, now) => {
    await scenario();
    expect(await sendDueDigest(now)).toEqual({ sent: false, reason: "not-due", day: null });
    expect(await outboxCount()).toBe(0);
    expect(await digestDays()).toEqual([]);
  });

  it("records a day with nothing due as sent, to nobody", async () => {
    await addStaff("idle@kestrel.test", "Idle", "sales");
    expect(await sendDueDigest(MONDAY_0730)).toEqual({ sent: true, day: MONDAY, recipients: 0, leads: 0 });
    expect(await outboxCount()).toBe(0);
    expect(await digestDays()).toEqual([MONDAY]);
  });

  it("sends nothing at all when the transaction fails before it commits", async () => {
    await scenario();
    const q = database().db;
    await q.execute(
      sql`create function fail_digest() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await q.execute(
      sql`create trigger fail_digest before insert on audit_events for each row execute function fail_digest()`,
    );
    try {
      await expect(sendDueDigest(MONDAY_0730)).rejects.toThrow();
    } finally {
      await q.execute(sql`drop trigger fail_digest on audit_events`);
      await q.execute(sql`drop function fail_digest()`);
    }
    expect(await outboxCount()).toBe(0);
    expect(await digestDays()).toEqual([]);
    // The next check sends it.
    expect((await sendDueDigest(local(MONDAY, "07:31"))).sent).toBe(true);
  });

  it("after a restart at 09:00 sends the day's digest at once, and only today's", async () => {
    await scenario();
    // Monday's never went out; the process comes up on Tuesday at 09:00.
    const tuesday = startLeadDigestSchedule({ now: () => local("2026-05-05", "09:00"), intervalMs: 60_000 });
    await waitFor(async () => (await digestDays()).length > 0);
    await tuesday.stop();
    expect(await digestDays()).toEqual(["2026-05-05"]);

    // Monday at 09:00, not yet sent today: the check at start sends it without waiting for the interval.
    await database().db.delete(leadDigests);
    await database().db.delete(emailOutbox);
    const monday = startLeadDigestSchedule({ now: () => local(MONDAY, "09:00"), intervalMs: 60_000 });
    await waitFor(async () => (await digestDays()).includes(MONDAY));
    await monday.stop();
    expect((await deliver()).size).toBe(3);
  });

  it("keeps checking after a failed check, and stops cleanly", async () => {
    await scenario();
    // The first checks fail (no database), and are logged; a later one succeeds.
    setCurrentDatabase(undefined);
    const schedule = startLeadDigestSchedule({ now: () => local(MONDAY, "09:00"), intervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    setCurrentDatabase(database());
    await waitFor(async () => (await digestDays()).includes(MONDAY));
    await schedule.stop();
    const queued = await outboxCount();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await outboxCount()).toBe(queued);
    expect(queued).toBe(3);
  });

  describe("with several instances (PostgreSQL)", () => {
    // PGlite serves one process over one connection: there is no second instance to race, and the lock is always free.
    const { postgres, second } = useSecondInstance(database);

    it.skipIf(!postgres)(
      "an instance that finds the lock held by another sends nothing; the holder's day goes out once",
      async () => {
        await scenario();
        let release!: () => void;
        let held!: () => void;
        const isHeld = new Promise<void>((resolve) => (held = resolve));
        // Another instance, on its own connection, holds the digest's lock in its transaction.
        const other = second().db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${DIGEST_LOCK_KEY})`);
          held();
          await new Promise<void>((resolve) => (release = resolve));
        });
        await isHeld;
        expect(await sendDueDigest(MONDAY_0730)).toEqual({ sent: false, reason: "locked", day: MONDAY });
        expect(await outboxCount()).toBe(0);
        expect(await digestDays()).toEqual([]);
        release();
        await other;
        expect((await sendDueDigest(MONDAY_0730)).sent).toBe(true);
        expect((await deliver()).size).toBe(3);
      },
    );

    it.skipIf(!postgres)("of instances checking at the same moment, exactly one sends", async () => {
      await scenario();
      // Each call runs its transaction on a connection of its own, as separate instances do.
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => sendDueDigest(MONDAY_0730)));
      const sent = outcomes.filter((outcome) => outcome.sent);
      expect(sent).toEqual([{ sent: true, day: MONDAY, recipients: 3, leads: 6 }]);
      for (const outcome of outcomes.filter((o) => !o.sent)) {
        expect(["locked", "already-sent"]).toContain((outcome as { reason: string }).reason);
      }
      expect(await outboxCount()).toBe(3);
      expect(await database().db.select().from(auditEvents)).toHaveLength(1);
      expect((await deliver()).size).toBe(3);
    });

    it.skipIf(postgres)(
      "is skipped on PGlite: one connection in one process, so no second instance can hold the lock",
      () => {
        expect(postgres).toBe(false);
      },
    );
  });
});
