/**
 * The process's services (startServices: database, accounts, mailer; no
 * outbox worker) for tests, on a fresh database: in-memory PGlite, or a new
 * PostgreSQL database when DATABASE_URL is set. A temporary data folder holds
 * what they write, and the process environment names it and the site's
 * address too, since env() (toasts, uploads, form origins) reads it.
 */
import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";
import type { DatabaseOptions } from "~/db/client.server";
import { parseEnv } from "~/lib/runtime/env.server";
import { startServices, stopServices } from "~/lib/runtime/process-services.server";
import { setEnvironment, temporaryDir } from "./environment";
import { migratedPglite } from "./database";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "./postgres";

export type TestServices = {
  /** the temporary data folder (DATA_DIR) */
  dataDir: string;
  /** stops the services, drops the database and the folder, and puts the environment back */
  stop(): Promise<void>;
};

export type TestServicesOptions = {
  /** the site's address (PUBLIC_URL) */
  publicUrl: string;
  /** false: the database is left empty (no sample categories and insights) */
  seed?: boolean;
};

/** Starts the services; `name` begins the data folder's name. */
export async function startTestServices(name: string, options: TestServicesOptions): Promise<TestServices> {
  const dataDir = temporaryDir(name);
  const restoreEnvironment = setEnvironment({ DATA_DIR: dataDir, PUBLIC_URL: options.publicUrl });
  let postgres: EmptyPostgresDatabase | undefined;
  const stop = async () => {
    await stopServices();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    restoreEnvironment();
  };
  try {
    let database: DatabaseOptions = { inMemory: true, from: migratedPglite() };
    if (process.env.DATABASE_URL) {
      postgres = await createEmptyPostgresDatabase();
      database = { databaseUrl: postgres.url };
    }
    await startServices(
      parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: options.publicUrl, LOG_LEVEL: "silent" }),
      {
        database,
        runOutbox: false,
        seed: options.seed,
      },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { dataDir, stop };
}

/** The services for the tests of the calling file: started before they run, stopped after them. */
export function setUpTestServices(name: string, options: TestServicesOptions): () => TestServices {
  let started: TestServices | undefined;
  beforeAll(async () => {
    started = await startTestServices(name, options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return () => {
    if (!started) throw new Error("The test services start in beforeAll: use them in a test or a hook.");
    return started;
  };
}
