import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseLockedError, db, openDatabase, setCurrentDatabase, type DatabaseHandle } from "~/db/client.server";
import { initialiseInChildProcess, isInitialised, PGLITE_SETTINGS, pgliteStartParams } from "~/db/pglite.server";
import { blogCategories } from "~/db/schema";
import { setUpTestDatabase } from "../support/database";

/**
 * A test that creates a new PGlite folder: initdb runs in a child process (a Node start-up and a compile of PGlite
 * of its own), which on a busy machine running the suite in parallel can take longer than the default 30 s.
 */
const NEW_FOLDER_TIMEOUT = 90_000;

/** A process that is certainly no longer running: spawned, exited and reaped. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  const pid = child.pid!;
  await new Promise((resolve) => child.once("exit", resolve));
  return pid;
}

describe("openDatabase with an embedded PGlite folder", () => {
  let dataDir: string;
  let lockFile: string;
  let sleeper: ChildProcess;
  const opened: DatabaseHandle[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-client-test-"));
    lockFile = path.join(dataDir, "pglite.lock");
    sleeper = spawn("sleep", ["30"], { stdio: "ignore" });
    await new Promise<void>((resolve, reject) => {
      sleeper.once("spawn", () => resolve());
      sleeper.once("error", reject);
    });
  });

  afterAll(async () => {
    for (const handle of opened) await handle.close();
    if (sleeper.exitCode === null) sleeper.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "creates, migrates and writes a database on disk, holding a pid lock while open",
    async () => {
      const handle = await openDatabase({ dataDir });
      opened.push(handle);
      expect(handle.kind).toBe("pglite");
      expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
      expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);

      await handle.ping();
      await handle.migrate();
      await handle.migrate(); // applying again is a no-op
      await handle.db.insert(blogCategories).values({ name: "Persisted", slug: "persisted", icon: "Zap" });

      await handle.close();
      await handle.close(); // closing twice is harmless
      opened.pop();
      expect(fs.existsSync(lockFile)).toBe(false);
    },
    NEW_FOLDER_TIMEOUT,
  );

  it("refuses a folder whose lock holds the pid of another running process", async () => {
    fs.writeFileSync(lockFile, String(sleeper.pid));
    const attempt = openDatabase({ dataDir });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
    const error = (await attempt.catch((e: unknown) => e)) as DatabaseLockedError;
    expect(error.name).toBe("DatabaseLockedError");
    expect(error.pid).toBe(sleeper.pid);
    expect(error.message).toContain(`pid ${sleeper.pid}`);
    expect(error.message).toContain(path.join(dataDir, "pglite"));
    // The other process's lock is left alone.
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(sleeper.pid));
  });

  it("takes over a lock left by a process that has died, and finds the data written before", async () => {
    const stale = await deadPid();
    fs.writeFileSync(lockFile, String(stale));
    const handle = await openDatabase({ dataDir });
    opened.push(handle);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));

    const rows = await handle.db.select({ slug: blogCategories.slug, icon: blogCategories.icon }).from(blogCategories);
    expect(rows).toEqual([{ slug: "persisted", icon: "Zap" }]);

    // The check constraints from the migrations are in force.
    await expect(
      handle.db.insert(blogCategories).values({ name: "Bad", slug: "bad", icon: "Rocket" as never }),
    ).rejects.toThrow();

    await handle.close();
    opened.pop();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});

describe("PGlite's memory settings (pglite.server.ts)", () => {
  it("come after PGlite's own start parameters, so they win", () => {
    const params = pgliteStartParams(["--single", "-c", "shared_buffers=128MB"]);
    expect(params.slice(0, 3)).toEqual(["--single", "-c", "shared_buffers=128MB"]);
    expect(params.lastIndexOf(`shared_buffers=${PGLITE_SETTINGS.shared_buffers}`)).toBeGreaterThan(2);
  });

  it("are in force in an embedded database, which keeps what initdb wrote in postgresql.conf", async () => {
    const handle = await openDatabase({ inMemory: true });
    try {
      const show = async (name: string) => {
        const result = await handle.db.execute(sql.raw(`select current_setting('${name}') as value`));
        return (result as unknown as { rows: { value: string }[] }).rows[0].value;
      };
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) expect(await show(name)).toBe(value);
      // initdb's own settings (the text search configuration among them) are not lost.
      expect(await show("default_text_search_config")).toBe("pg_catalog.english");
    } finally {
      await handle.close();
    }
  });

  it(
    "initialises a new folder in a child process, and says why when that fails",
    async () => {
      const parent = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-initdb-test-"));
      try {
        const dir = path.join(parent, "pglite");
        expect(isInitialised(dir)).toBe(false);
        await initialiseInChildProcess(dir, pgliteStartParams(PGlite.defaultStartParams));
        expect(isInitialised(dir)).toBe(true);

        // A folder that cannot be created (its parent is a file): the error names the folder.
        const blocked = path.join(parent, "a-file");
        fs.writeFileSync(blocked, "");
        const attempt = initialiseInChildProcess(
          path.join(blocked, "pglite"),
          pgliteStartParams(PGlite.defaultStartParams),
        );
        await expect(attempt).rejects.toThrow(
          `Could not create the embedded database in ${path.join(blocked, "pglite")}`,
        );
      } finally {
        fs.rmSync(parent, { recursive: true, force: true });
      }
    },
    NEW_FOLDER_TIMEOUT,
  );
});

describe("the process's database", () => {
  it("db() throws until setCurrentDatabase is given a handle, and returns its db afterwards", async () => {
    setCurrentDatabase(undefined);
    expect(() => db()).toThrow("The database has not been opened yet.");
    const fake = { db: { marker: true } } as unknown as DatabaseHandle;
    setCurrentDatabase(fake);
    expect(db()).toBe(fake.db);
    setCurrentDatabase(undefined);
    expect(() => db()).toThrow();
  });
});

describe.runIf(process.env.DATABASE_URL)("openDatabase with a PostgreSQL URL", () => {
  it("opens, migrates concurrently under the advisory lock and answers queries", async () => {
    const { createEmptyPostgresDatabase } = await import("../support/postgres");
    const empty = await createEmptyPostgresDatabase();
    const a = await openDatabase({ databaseUrl: empty.url });
    const b = await openDatabase({ databaseUrl: empty.url });
    try {
      expect(a.kind).toBe("postgres");
      await a.ping();
      await Promise.all([a.migrate(), b.migrate()]);
      const result = await a.db.execute(sql`select count(*)::int as n from blog_categories`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    } finally {
      await a.close();
      await b.close();
      await empty.drop();
    }
  });
});

describe("every connection, on either engine", () => {
  setUpTestDatabase();

  it("costs reads for data in memory (random_page_cost 1.1), which the inbox's index plans rely on", async () => {
    const result: unknown = await db().execute(sql`select current_setting('random_page_cost') as cost`);
    // node-postgres and PGlite both answer with the rows under `rows`.
    expect((result as { rows: { cost: string }[] }).rows).toEqual([{ cost: "1.1" }]);
  });
});
