/**
 * The PostgreSQL pool's connections when they drop (issue 34): a connection checked out for LISTEN or for an
 * advisory lock, terminated by the server, must go back to the pool (closed), or after ten drops the pool of ten has
 * nothing left to give. On PostgreSQL only (pg_terminate_backend); skipped on an embedded-database run.
 */
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle, type NotifyChannel } from "~/db/client.server";
import { exitWhenPoolWedged, poolTrouble } from "~/lib/runtime/pool-watch.server";
import type { EmptyPostgresDatabase } from "../support/postgres";

/** More drops than the pool has connections (10). */
const DROPS = 15;

describe.runIf(process.env.DATABASE_URL)("the PostgreSQL pool when connections drop", () => {
  let empty: EmptyPostgresDatabase;
  let admin: pg.Client;
  /** Each test's own pool, so that one test's leak does not starve the next. */
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const { createEmptyPostgresDatabase } = await import("../support/postgres");
    empty = await createEmptyPostgresDatabase(undefined, "pool_test");
    admin = new pg.Client({ connectionString: empty.url });
    await admin.connect();
  });

  beforeEach(async () => {
    handle = await openDatabase({ databaseUrl: empty.url });
  });

  afterEach(async () => {
    // A pool whose connections leaked never finishes closing (it waits for them): the database is dropped by force.
    await Promise.race([handle.close(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });

  afterAll(async () => {
    await admin?.end();
    await empty?.drop();
  });

  /** Terminates the backends of the test's database whose last query matches `pattern`; how many. */
  const terminate = async (pattern: string) => {
    const { rows } = await admin.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and query like $2",
      [empty.name, pattern],
    );
    for (const { pid } of rows) await admin.query("select pg_terminate_backend($1)", [pid]);
    // pg_terminate_backend only signals: wait until each has gone, or a busy server still lists it at the next count.
    const pids = rows.map((row) => row.pid);
    for (let wait = 0; wait < 100 && pids.length > 0; wait++) {
      const left = await admin.query("select 1 from pg_stat_activity where pid = any($1)", [pids]);
      if (left.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return rows.length;
  };

  const within = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
    ]);

  it("gives back a listening connection that dropped: after more drops than it has connections, it still listens and answers", async () => {
    for (let drop = 1; drop <= DROPS; drop++) {
      let lost!: () => void;
      const wasLost = new Promise<void>((resolve) => (lost = resolve));
      await within(
        handle.listen("page_content", () => {}, lost),
        3_000,
        `listening after ${drop - 1} drops`,
      );
      expect(await terminate("listen page_content")).toBe(1);
      await within(wasLost, 3_000, `hearing of drop ${drop}`);
    }
    const heard: string[] = [];
    const unlisten = await within(
      handle.listen("page_content", (payload) => heard.push(payload)),
      3_000,
      "listening at the end",
    );
    await admin.query("select pg_notify('page_content', 'insights')");
    await expect.poll(() => heard).toEqual(["insights"]);
    await unlisten();
    await within(handle.ping(), 3_000, "a query");
  });

  it("gives back a connection whose LISTEN failed", async () => {
    for (let attempt = 1; attempt <= DROPS; attempt++) {
      // A channel the server refuses: LISTEN fails with a syntax error on a live connection.
      const listening = handle.listen("no such channel" as NotifyChannel, () => {});
      await expect(within(listening, 3_000, `LISTEN attempt ${attempt}`)).rejects.toThrow(/syntax error/);
    }
    await within(handle.ping(), 3_000, "a query");
  });

  it("gives back an advisory lock's connection that dropped, before its holder notices", async () => {
    for (let drop = 1; drop <= DROPS; drop++) {
      const lock = await within(handle.holdLock(727_399, `drop ${drop}`), 3_000, `a lock after ${drop - 1} drops`);
      expect(lock.held).toBe(true);
      expect(await terminate("select pg_advisory_lock%")).toBe(1);
      await expect.poll(() => lock.held).toBe(false);
    }
    await within(handle.ping(), 3_000, "a query");
  });

  it("measures how long every connection has been taken with none handed out, and the watch ends the process once too long", async () => {
    expect(handle.stalledMs()).toBe(0);
    // Ten connections held for good (as ten leaked ones would be): the pool has none left to give.
    const locks = await Promise.all(Array.from({ length: 10 }, (_, n) => handle.holdLock(727_398, `held ${n}`)));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(handle.stalledMs()).toBeGreaterThanOrEqual(1_000);
    expect(poolTrouble(handle, 1_000)).toMatch(/^no connection free for \d+ s$/);
    expect(poolTrouble(handle)).toBeNull(); // not yet for /healthz's 10 s

    const exits: number[] = [];
    const stop = exitWhenPoolWedged(handle, { exitAfterMs: 1_500, checkEveryMs: 50, exit: (code) => exits.push(code) });
    await expect.poll(() => exits, { timeout: 3_000 }).toEqual([1]);
    stop();

    // One connection given back: the pool serves again.
    await locks[0].release();
    expect(handle.stalledMs()).toBe(0);
    await within(handle.ping(), 3_000, "a query");
    for (const lock of locks.slice(1)) await lock.release();
  });
});
