/**
 * A fresh, migrated database for one test file: an in-memory PGlite by
 * default, or, when DATABASE_URL is set, a new PostgreSQL database created on
 * that server and dropped afterwards.
 */
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { createEmptyPostgresDatabase } from "./postgres";

export type TestDatabase = DatabaseHandle & { cleanup(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!process.env.DATABASE_URL) {
    const handle = await openDatabase({ inMemory: true });
    await handle.migrate();
    return { ...handle, cleanup: () => handle.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: empty.url });
  await handle.migrate();
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}
