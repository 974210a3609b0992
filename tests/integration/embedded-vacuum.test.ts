/**
 * The embedded database's stand-in for autovacuum: a pass marks the lead tables' pages all-visible (so counting them
 * can read an index alone) and refreshes the planner's statistics; on PostgreSQL nothing is scheduled.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { vacuumEmbeddedDatabase, vacuumTables, VACUUMED_TABLES } from "~/db/embedded-vacuum.server";
import { setUpTestDatabase } from "../support/database";
import { addContact } from "../support/lead-fixtures";

const database = setUpTestDatabase();

async function visibility(table: string) {
  const result = (await db().execute(
    sql`select relallvisible::int as visible, reltuples::int as tuples from pg_class where relname = ${table}`,
  )) as unknown as {
    rows: { visible: number; tuples: number }[];
  };
  return result.rows[0];
}

describe("vacuuming the embedded database", () => {
  it("marks the lead tables' pages all-visible and counts their rows for the planner", async () => {
    for (let n = 0; n < 30; n++) await addContact();
    expect((await visibility("leads")).visible).toBe(0);
    await vacuumTables(database());
    const after = await visibility("leads");
    expect(after.visible).toBeGreaterThan(0);
    expect(after.tuples).toBeGreaterThanOrEqual(30);
    expect(VACUUMED_TABLES).toEqual(
      expect.arrayContaining(["leads", "newsletter_subscribers", "lead_notes", "lead_replies", "email_outbox"]),
    );
  });

  it("runs on a schedule on PGlite only, and stops cleanly", async () => {
    const stop = vacuumEmbeddedDatabase(database(), { firstMs: 10, everyMs: 60_000 });
    await addContact();
    if (database().kind === "pglite") {
      await expect.poll(async () => (await visibility("leads")).tuples, { timeout: 10_000 }).toBeGreaterThanOrEqual(31);
    }
    await stop();
  });
});
