/**
 * One migrated embedded database a test run copies for each test file, instead of making every one anew: an empty
 * PGlite costs its initdb, 1.5 to 2.5 s on two busy cores, and the migrations about 0.5 s more; a copy of a dump of
 * one already migrated opens in about 0.4 s. Vitest's global setup (the default export) migrates one and dumps it
 * to a file once per run, named to the workers as `migratedPgliteFile`; each reads it once (tests/support/database.ts).
 * With DATABASE_URL (PostgreSQL, where a new database and its migrations take about 0.3 s) there is none.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the run's migrated PGlite dump, or "" on PostgreSQL. */
    migratedPgliteFile: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("migratedPgliteFile", "");
    return;
  }
  const handle = await openDatabase({ inMemory: true });
  await handle.migrate();
  const client = (handle.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrated-pglite-"));
  const file = path.join(folder, "pgdata.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("migratedPgliteFile", file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
