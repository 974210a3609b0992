/**
 * A server and database of a spec's own, with this server's e2e admin (two-factor sign-in turned on), for specs
 * whose posts would otherwise show on the pages other tests count. Call in beforeAll; stop() in afterAll.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, TSX, waitHealthy, type ServerProcess } from "../support/server-process";
import { enrolTwoFactor } from "../support/two-factor";
import { e2e } from "./environment";

export type OwnServer = {
  server: ServerProcess;
  /** the key of this server's admin's authenticator */
  adminTotpKey: string;
  /**
   * Stops the server (as a deploy does, SIGTERM), runs `work` on its database, and starts it again: what a spec
   * writes behind the site's back (PGlite serves one process), read afresh by the restarted server.
   */
  whileStopped(work: (database: DatabaseHandle) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
};

export async function startOwnServer(options: {
  port: number;
  name: string;
  /** the address two-factor enrolment comes from (distinct per spec, so sign-in limits never meet) */
  enrolFrom: string;
  logLevel?: string;
  /** extra settings of the server process only (not of the admin's creation) */
  serverEnv?: Record<string, string>;
  /** writes what the spec needs into the migrated database before the server opens it (PGlite serves one process) */
  prepare?: (database: DatabaseHandle) => Promise<void>;
}): Promise<OwnServer> {
  const base = `http://localhost:${options.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kestrel-${options.name}-`));
  const postgres = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : undefined;
  const env = {
    PORT: String(options.port),
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? "",
    PUBLIC_URL: base,
    LOG_LEVEL: options.logLevel ?? "warn",
  };
  execFileSync(process.execPath, [TSX, "scripts/admin-create.ts", "--email", e2e.admin.email], {
    env: { ...process.env, NODE_ENV: "production", ...env, ADMIN_PASSWORD: e2e.admin.password },
    stdio: "ignore",
  });
  if (options.prepare) {
    const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
    try {
      await options.prepare(database);
    } finally {
      await database.close();
    }
  }
  const databaseOptions = postgres ? { databaseUrl: postgres.url } : { dataDir };
  let server = startServer({ ...env, ...options.serverEnv });
  await waitHealthy(options.port, server);
  const adminTotpKey = await enrolTwoFactor(base, e2e.admin, options.enrolFrom);
  return {
    get server() {
      return server;
    },
    adminTotpKey,
    async whileStopped(work) {
      server.child.kill("SIGTERM");
      await server.exited;
      const database = await openDatabase(databaseOptions);
      try {
        await work(database);
      } finally {
        await database.close();
      }
      server = startServer({ ...env, ...options.serverEnv });
      await waitHealthy(options.port, server);
    },
    async stop() {
      stopServers();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
