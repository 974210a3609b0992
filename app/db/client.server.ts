/**
 * The database: embedded PGlite in DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. One SQL dialect and one set of migrations for both.
 */
import fs from "node:fs";
import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { logger } from "~/lib/runtime/logger.server";
import * as schema from "./schema";
import { initialiseInChildProcess, isInitialised, pgliteStartParams } from "./pglite.server";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction or the database itself: anything that runs queries. */
export type Queryable = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * How long, in ms, every connection of the pool has been checked out with none handed out since: 0 while one is
   * free. A pool that stays so is wedged, and the process with it (ADR 041). PGlite has no pool: always 0.
   */
  stalledMs(): number;
  /**
   * Calls `onNotify` with the payload whenever a transaction that ran NOTIFY on
   * `channel` commits (in any process on this database), and `onLost` if the
   * listening connection drops (no notification arrives after that: listen
   * again). Resolves to an unsubscribe.
   */
  listen(
    channel: NotifyChannel,
    onNotify: (payload: string) => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Holds a session-level advisory lock on (`space`, hashtext(`name`)) on a connection of its own until
   * released, so other processes can tell that this one is running (PostgreSQL). PGlite serves one
   * process, so there it holds nothing.
   */
  holdLock(space: number, name: string): Promise<HeldLock>;
  /**
   * Applies pending migrations (on PostgreSQL under an advisory lock, so instances can start together): this
   * version's, or those of `migrationsFolder` (a restore brings a new database to its backup's version first).
   */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
};

/** A lock taken by DatabaseHandle.holdLock. */
export type HeldLock = {
  /** false once the connection holding it has dropped: the database has then let the lock go */
  readonly held: boolean;
  release(): Promise<void>;
};

/** The NOTIFY channels: new email in the outbox, and content that cached pages show (ADR 024). */
export type NotifyChannel = "email_outbox" | "page_content";

/**
 * PostgreSQL at a URL, PGlite in a folder, or PGlite in memory: empty, or a copy of `from`, a dump of another PGlite
 * database (its dumpDataDir), which starts in a fraction of an empty one's time (no initdb).
 */
export type DatabaseOptions = { databaseUrl: string } | { dataDir: string } | { inMemory: true; from?: Blob };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
/** Connections each process keeps to PostgreSQL at most. */
const POOL_SIZE = 10;

export class DatabaseLockedError extends Error {
  constructor(
    public readonly pid: number,
    dir: string,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
        `PGlite allows one process per data folder: stop that process (the running site) and try again.`,
    );
    this.name = "DatabaseLockedError";
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) return openPostgres(options.databaseUrl);
  return "dataDir" in options ? openPglite(options.dataDir) : openPglite(undefined, options.from);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: 5_000,
    // The site's data is small enough to stay in memory (or on SSD): random reads cost about what sequential ones do,
    // where PostgreSQL's default of 4 assumes spinning disks and prefers scanning a table to reading its index (the
    // inbox's counts, the trigram searches). Set for the connection as it opens, as PGlite's is below: no statement.
    options: "-c random_page_cost=1.1",
  });
  // Connections checked out (handed out and not yet released, alive or not), counted from the pool's own events: its
  // totalCount also counts connections still being opened, which a database that is down never finishes.
  let checkedOut = 0;
  let lastHandedOut = performance.now();
  pool.on("acquire", () => {
    checkedOut++;
    lastHandedOut = performance.now();
  });
  pool.on("release", () => {
    checkedOut--;
  });
  // A connection can drop at any moment: a database restart, a failover, a pooler recycling it, or an
  // administrator's pg_terminate_backend. The query in flight on it fails (its request answers with an error)
  // and the pool discards the connection, but the client also emits "error", and an "error" event with no
  // listener ends the process. The pool listens only while a client is idle, so every client gets a listener
  // of its own for the time it is checked out (in a transaction, between two queries) too.
  pool.on("connect", (client) => {
    client.on("error", onConnectionLost);
  });
  pool.on("error", onConnectionLost);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    stalledMs: () => (checkedOut >= POOL_SIZE ? performance.now() - lastHandedOut : 0),
    listen: async (channel, onNotify, onLost) => {
      const client = await pool.connect();
      const notification = (message: { channel: string; payload?: string }) => {
        if (message.channel === channel) onNotify(message.payload ?? "");
      };
      client.on("notification", notification);
      let listening = false;
      let over = false;
      // A connection checked out of the pool counts against its ten until it is released, dead or alive: one that
      // dropped, or whose LISTEN failed, goes back closed at once. Kept until an unsubscribe that never comes (a
      // caller that listens again on a new connection), each drop took one of the ten for good (issue 34).
      const drop = () => {
        if (over) return;
        over = true;
        client.release(true);
        if (listening) onLost?.();
      };
      client.on("error", drop);
      client.on("end", drop);
      try {
        await client.query(`listen ${channel}`);
      } catch (error) {
        drop();
        throw error;
      }
      listening = true;
      return async () => {
        if (over) return;
        over = true;
        client.removeListener("error", drop);
        client.removeListener("end", drop);
        client.removeListener("notification", notification);
        await client.query(`unlisten ${channel}`).catch(() => {});
        // A connection that dropped during the UNLISTEN is not queryable: the pool closes it instead of keeping it.
        client.release();
      };
    },
    holdLock: async (space, name) => {
      const client = await pool.connect();
      let held = false;
      let released = false;
      // As with listen: a dropped connection is closed and given back at once, not when the holder next looks.
      const release = () => {
        if (released) return;
        released = true;
        held = false;
        client.removeListener("error", release);
        client.removeListener("end", release);
        // Closed rather than pooled: ending the session lets go of the lock even if the unlock failed.
        client.release(true);
      };
      client.on("error", release);
      client.on("end", release);
      try {
        await client.query("select pg_advisory_lock($1, hashtext($2))", [space, name]);
        held = !released;
      } catch (error) {
        release();
        throw error;
      }
      return {
        get held() {
          return held;
        },
        release: async () => {
          if (released) return;
          if (held) await client.query("select pg_advisory_unlock($1, hashtext($2))", [space, name]).catch(() => {});
          release();
        },
      };
    },
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock(727274)");
        await migrate(db as never, { migrationsFolder });
      } finally {
        await lock.query("select pg_advisory_unlock(727274)").catch(() => {});
        // Closed rather than pooled, as holdLock's: a failed unlock must not leave the lock with a pooled session.
        lock.release(true);
      }
    },
    // Closing twice is a no-op, as with PGlite.
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/** Logs a dropped PostgreSQL connection by its SQLSTATE only (never a query's values). */
function onConnectionLost(error: Error & { code?: string }) {
  logger.warn({ code: error.code }, "database connection lost; the pool replaces it");
}

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { drizzle } = await import("drizzle-orm/pglite");

  let releaseLock = () => {};
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(path.resolve(dataDir), "pglite");
    fs.mkdirSync(dir, { recursive: true });
    releaseLock = acquireLock(dir);
  }
  try {
    const startParams = pgliteStartParams(PGlite.defaultStartParams);
    // A new folder's initdb runs in a child process, so its memory goes when the child exits (pglite.server.ts).
    if (dir && !isInitialised(dir)) await initialiseInChildProcess(dir, startParams);
    const client = await PGlite.create({
      dataDir: dir,
      extensions: { pg_trgm, btree_gist },
      startParams,
      loadDataDir: from,
    });
    // PGlite's pages live in memory: random reads cost what sequential ones do, so let the
    // planner pick index scans (the trigram search index in particular) as on an SSD.
    await client.exec("set random_page_cost = 1.1");
    const db = drizzle({ client, schema }) as unknown as Database;
    let closed = false;
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      stalledMs: () => 0,
      listen: async (channel, onNotify) => {
        const unsubscribe = await client.listen(channel, (payload) => onNotify(payload));
        return async () => {
          if (!closed) await unsubscribe();
        };
      },
      holdLock: async () => ({ held: true, release: async () => {} }),
      migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
        const { migrate } = await import("drizzle-orm/pglite/migrator");
        await migrate(db as never, { migrationsFolder });
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** A pid file beside the PGlite folder: a second process refuses instead of corrupting it. */
function acquireLock(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(file, "utf8").trim());
      if (pid && pid !== process.pid && isAlive(pid)) throw new DatabaseLockedError(pid, dir);
      fs.rmSync(file, { force: true }); // left behind by a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// ---------------------------------------------------------------- the process's database

// On globalThis so the development server's module reloads keep using the one open database.
const registry = globalThis as typeof globalThis & { __database?: DatabaseHandle };

/**
 * Makes `handle` the database every domain module uses: startServices does, at start-up (and tests, through
 * tests/support). See docs/decisions/020-one-way-to-the-database.md.
 */
export function setCurrentDatabase(handle: DatabaseHandle | undefined): void {
  registry.__database = handle;
}

/**
 * The database every domain module uses; throws before start-up has opened it. Domain code calls it in the body
 * of the function that queries (never in a default parameter or at module load); a function that must run in its
 * caller's transaction takes that transaction as `tx` instead.
 */
export function db(): Database {
  if (!registry.__database) throw new Error("The database has not been opened yet.");
  return registry.__database.db;
}
