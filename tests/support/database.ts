/**
 * A fresh, migrated database for one test file: an in-memory PGlite by
 * default, or, when DATABASE_URL is set, a new PostgreSQL database created on
 * that server and dropped afterwards.
 */
import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";

export type TestDatabase = DatabaseHandle & { cleanup(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ inMemory: true });
    await handle.migrate();
    return { ...handle, cleanup: () => handle.close() };
  }

  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
