/**
 * Erasures survive a restore (ADR 044), on the database the tests run on (PGlite, or PostgreSQL when DATABASE_URL
 * is set): an erasure logs a keyed hash of the address (never the address) in its own transaction; a backup holds
 * the log; a backup made before an erasure, restored with the log of the database it replaces, does not bring the
 * person back (their leads, notes and emails are erased again) and the merged log survives, while what a person sent
 * after their erasure (a fresh consent) is kept. On PGlite `npm run restore -- FILE --replacing DATA_DIR` does the
 * same from the command line.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, openDatabase, setCurrentDatabase, type DatabaseHandle } from "~/db/client.server";
import { auditEvents, emailOutbox, erasureLog, leadNotes, leads, newsletterSubscribers } from "~/db/schema";
import { checkBackup } from "~/lib/backup/backup-format.server";
import { writeBackup } from "~/lib/backup/dump.server";
import { restoreBackup } from "~/lib/backup/restore.server";
import { erasePersonData, findPersonData, personCounts, totalHeld } from "~/lib/leads/person-data.server";
import { erasureHash, readErasureLog } from "~/lib/privacy/erasure-log.server";
import { createEmptyTestDatabase, setUpTestDatabase, type TestDatabase } from "../support/database";
import { setEnvironment, temporaryDir } from "../support/environment";
import { addContact, addNewsletter, addReadyToTalk } from "../support/lead-fixtures";
import { TSX } from "../support/server-process";

const SECRET = "an-erasure-replay-test-secret-of-32-characters";
// erasePersonData keys its hash with the site's AUTH_SECRET, read once (env()): set before anything reads it.
const putBack = setEnvironment({ AUTH_SECRET: SECRET });
const ADMIN = { id: "admin-1" };
const ERASED = "erased@example.co.za";
const KEPT = "kept@example.co.za";
/** erased before the backup was made, then signed up again: the sign-up is a fresh consent, and stays */
const RETURNED = "returned@example.co.za";

const work = temporaryDir("kestrel-erasure-replay-test");
afterAll(() => {
  putBack();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Everything the erasure would find about `email` in `database`, counted. */
async function heldIn(database: DatabaseHandle, email: string): Promise<number> {
  setCurrentDatabase(database);
  return totalHeld(personCounts(await findPersonData(email)));
}

/** A person with a lead of three kinds, a note on one and the emails the forms queue. */
async function addPerson(email: string): Promise<void> {
  const contact = await addContact({ email });
  await addNewsletter(email);
  await addReadyToTalk(email);
  await db().insert(leadNotes).values({ leadId: contact, body: "Called back about pricing" });
}

describe("an erasure and a restore", () => {
  const source = setUpTestDatabase();
  const file = path.join(work, "before-erasure.jsonl.gz");
  let replaced: Awaited<ReturnType<typeof readErasureLog>>;

  beforeAll(async () => {
    await addPerson(RETURNED);
    await erasePersonData(ADMIN, RETURNED);
    // Two days later, say: a new sign-up with a new consent.
    await addNewsletter(RETURNED);
    await addPerson(ERASED);
    await addPerson(KEPT);
    await writeBackup(source(), fs.createWriteStream(file), {
      uploadsDir: path.join(work, "no-uploads"),
      authSecret: SECRET,
    });
    // After the backup: the person asks to be erased.
    await erasePersonData(ADMIN, ERASED);
    replaced = await readErasureLog(source().db);
  });

  it("logs a keyed hash of the address, never the address, in the erasure's transaction; the backup holds the log", async () => {
    const log = await source().db.select().from(erasureLog).orderBy(erasureLog.erasedAt);
    expect(log.map((entry) => entry.emailHash)).toEqual([erasureHash(SECRET, RETURNED), erasureHash(SECRET, ERASED)]);
    expect(log[0].emailHash).toMatch(/^[0-9a-f]{64}$/);
    // Keyed: another secret gives another hash, and the address is nowhere in the log.
    expect(erasureHash("another-secret-of-at-least-32-characters!!", ERASED)).not.toBe(log[1].emailHash);
    expect(JSON.stringify(log)).not.toContain("example.co.za");
    expect(await heldIn(source(), ERASED)).toBe(0);
    // The audit row as before.
    const [audit] = await source()
      .db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "person_data_erased"))
      .orderBy(sql`${auditEvents.createdAt} desc`)
      .limit(1);
    expect(audit.userId).toBe(ADMIN.id);
    // The backup, made between the two erasures, holds the first one in its erasure_log table.
    const { header } = await checkBackup(fs.createReadStream(file));
    expect(header.tables.find((table) => table.name === "erasure_log")).toMatchObject({
      columns: ["email_hash", "erased_at"],
      rows: 1,
    });
  });

  // One new, empty database for each restore.
  const targets: TestDatabase[] = [];
  afterAll(async () => {
    setCurrentDatabase(source());
    for (const target of targets) await target.cleanup();
  });
  async function newTarget(): Promise<TestDatabase> {
    const target = await createEmptyTestDatabase();
    targets.push(target);
    return target;
  }

  it("restored with the replaced database's log, a backup made before an erasure does not bring the person back; the log survives", async () => {
    const held = await heldIn(source(), KEPT);
    expect(held).toBeGreaterThan(0);
    const target = await newTarget();
    const restored = await restoreBackup(target, file, {
      uploadsDir: path.join(work, "target-uploads"),
      authSecret: SECRET,
      replacedErasures: replaced,
    });
    // The contact lead, its two emails, the note, the newsletter sign-up and its subscription, the Ready to talk request.
    expect(restored.erasures).toEqual({ logged: 2, fromBackup: 0, erasedAgain: 1, rows: 7 });

    expect(await heldIn(target, ERASED)).toBe(0);
    const { db } = target;
    expect(await db.select().from(leads).where(eq(leads.email, ERASED))).toEqual([]);
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, ERASED))).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.concerns, ERASED))).toEqual([]);
    // Everyone else as the backup has them; the returned person's fresh sign-up kept.
    expect(await heldIn(target, KEPT)).toBe(held);
    expect(
      await db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, RETURNED)),
    ).toHaveLength(1);
    // Their sign-up's lead kept with it; the Ready to talk request from before their erasure gone again.
    expect(await db.select({ kind: leads.kind }).from(leads).where(eq(leads.email, RETURNED))).toEqual([
      { kind: "newsletter" },
    ]);
    // The log survives, merged: a restore of this database's backups replays it again.
    expect(await readErasureLog(db)).toEqual(replaced);
    const [replay] = await db.select().from(auditEvents).where(eq(auditEvents.action, "erasures_replayed"));
    expect(replay.details).toEqual({ logged: 2, fromBackup: 0, erasedAgain: 1, rows: 7 });
  });

  it("restored alone, the backup's own log is kept and replayed, and the restore says what it did", async () => {
    const target = await newTarget();
    const restored = await restoreBackup(target, file, {
      uploadsDir: path.join(work, "alone-uploads"),
      authSecret: SECRET,
    });
    expect(restored.erasures).toEqual({ logged: 1, fromBackup: 1, erasedAgain: 0, rows: 0 });
    expect((await readErasureLog(target.db)).map((entry) => entry.emailHash)).toEqual([erasureHash(SECRET, RETURNED)]);
    // Erased only after the backup, and that log not given: this is what --replacing is for.
    expect(await heldIn(target, ERASED)).toBeGreaterThan(0);
  });
});

// The command, on data folders: the site's DATA_DIR is the database replaced, a new one the target.
describe.runIf(!process.env.DATABASE_URL)("npm run restore -- FILE --replacing DATA_DIR", () => {
  it("reads the replaced folder's erasure log first, erases the person again and says so", {
    timeout: 300_000,
  }, async () => {
    const oldDir = path.join(work, "old-data");
    const newDir = path.join(work, "new-data");
    const file = path.join(work, "by-command.jsonl.gz");
    const old = await openDatabase({ dataDir: oldDir });
    try {
      await old.migrate();
      setCurrentDatabase(old);
      await addPerson(ERASED);
      await addPerson(KEPT);
      await writeBackup(old, fs.createWriteStream(file), {
        uploadsDir: path.join(oldDir, "uploads"),
        authSecret: SECRET,
      });
      await erasePersonData(ADMIN, ERASED);
    } finally {
      setCurrentDatabase(undefined);
      await old.close();
    }
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [TSX, "scripts/restore.ts", file, "--replacing", oldDir],
      {
        env: { ...process.env, DATA_DIR: newDir, AUTH_SECRET: SECRET, DATABASE_URL: "" },
      },
    );
    expect(stdout).toContain(
      "Erasure log: 1 erasure (0 from the backup, 1 from the database it replaces); erased again 1 person found in the backup (7 rows).",
    );
    const restored = await openDatabase({ dataDir: newDir });
    try {
      expect(await heldIn(restored, ERASED)).toBe(0);
      expect(await heldIn(restored, KEPT)).toBeGreaterThan(0);
      expect((await readErasureLog(restored.db)).map((entry) => entry.emailHash)).toEqual([
        erasureHash(SECRET, ERASED),
      ]);
    } finally {
      setCurrentDatabase(undefined);
      await restored.close();
    }
  });
});
