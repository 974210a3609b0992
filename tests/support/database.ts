/**
 * A fresh, migrated database for one test file: an in-memory PGlite by
 * default, or, when DATABASE_URL is set, a new PostgreSQL database created on
 * that server and dropped afterwards. setUpTestDatabase is how a test file (or
 * a describe block) gets one: it becomes the process's database, as
 * startServices makes the site's, so the code under test reaches it by db(),
 * and holds the site's pages, seeded from the page modules as start-up seeds
 * them.
 */
import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, setCurrentDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedSitePages } from "~/lib/site-pages/seed-pages.server";
import { seedSiteSettings } from "~/lib/site-settings/site-settings.server";
import { seedLegacyRedirects } from "~/lib/site-pages/redirects.server";
import { seedCallTypes } from "~/lib/booking/call-types.server";
import { createEmptyPostgresDatabase } from "./postgres";

export type TestDatabase = DatabaseHandle & { cleanup(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const migrated = migratedPglite();
  if (migrated) {
    const handle = await openDatabase({ inMemory: true, from: migrated });
    return { ...handle, cleanup: () => handle.close() };
  }
  const database = await createEmptyTestDatabase();
  await database.migrate();
  return database;
}

let migratedDump: Blob | undefined;

/** The run's migrated PGlite (tests/support/migrated-pglite.ts), read once per worker; none on PostgreSQL. */
export function migratedPglite(): Blob | undefined {
  if (migratedDump) return migratedDump;
  const file = inject("migratedPgliteFile");
  if (!file) return undefined;
  migratedDump = new Blob([fs.readFileSync(file)]);
  return migratedDump;
}

/** A new database of the kind the tests run on, with no migrations applied: no tables at all (as `createdb` makes). */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  if (!process.env.DATABASE_URL) {
    const handle = await openDatabase({ inMemory: true });
    return { ...handle, cleanup: () => handle.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: empty.url });
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/**
 * A fresh database (createTestDatabase) for the tests of the calling file or describe block, made the process's
 * database (setCurrentDatabase) before they run and closed after them. Returns its handle, for what takes one
 * (the outbox worker, a test that puts it back after swapping in another).
 */
export function setUpTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCallTypes(database.db);
    await seedSitePages(database.db);
    await seedSiteSettings(database.db);
    await seedLegacyRedirects(database.db);
    setCurrentDatabase(database);
  });
  afterAll(async () => {
    setCurrentDatabase(undefined);
    await database?.cleanup();
  });
  return () => {
    if (!database) throw new Error("The test database is opened in beforeAll: use it in a test or a hook.");
    return database;
  };
}
