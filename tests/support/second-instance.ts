/**
 * A second "instance" for tests of jobs that must run once across instances: on PostgreSQL, another handle
 * (its own pool of connections) on the test database, as another server process would have. PGlite serves one
 * process over one connection, so there is none there (`postgres` is false and the tests that need one skip).
 */
import { afterAll, beforeAll } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import type { TestDatabase } from "./database";

export function useSecondInstance(database: () => TestDatabase): { postgres: boolean; second: () => DatabaseHandle } {
  const postgres = Boolean(process.env.DATABASE_URL);
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (!postgres) return;
    const [{ name }] = await database()
      .db.select({ name: sql<string>`current_database()` })
      .from(sql`(values (1)) as one`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    postgres,
    second: () => {
      if (!handle) throw new Error("The second instance opens in beforeAll, on PostgreSQL only.");
      return handle;
    },
  };
}
