/**
 * How the embedded PGlite is started: its memory settings, and a new data folder's initdb run in a
 * child process. See docs/performance/2026-11-26-server-memory.md for the figures behind both.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * PostgreSQL settings PGlite starts with, on top of its own defaults. PGlite's WebAssembly heap holds
 * PostgreSQL's shared memory, which it touches in full at start-up, so every megabyte of shared_buffers
 * is a megabyte of the server's resident memory from the first second, whether or not a page is ever
 * read into it. initdb writes shared_buffers = 128MB (145 MB of shared memory): eight times the whole
 * site's database (about 9 MB with PostgreSQL's catalogs). A page that does not fit is read from the data
 * folder, which the operating system caches. Set on the command line, so they override postgresql.conf
 * (which keeps what initdb wrote there, such as the text search configuration).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  // Cache of table and index pages, allocated and touched whole at start-up (wal_buffers follows it: 1/32).
  shared_buffers: "16MB",
  // Most one CREATE INDEX (a migration) or VACUUM may take. The WebAssembly heap never shrinks, so a
  // large maintenance job would hold its peak for the life of the process.
  maintenance_work_mem: "16MB",
};

/** PGlite's start parameters: its defaults, then PGLITE_SETTINGS (a later -c wins). */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
}

/** Whether `dir` holds an initialised PostgreSQL data folder. */
export function isInitialised(dir: string): boolean {
  return fs.existsSync(path.join(dir, "PG_VERSION"));
}

/**
 * A child process's script: creates the PGlite database in the folder it is given (PGlite runs initdb when the
 * folder has none), then closes it. argv: PGlite's entry, the folder, the start parameters as JSON.
 */
const INITDB_SCRIPT = `
const [entry, dataDir, startParams] = process.argv.slice(1);
const { PGlite } = require(entry);
PGlite.create({ dataDir, startParams: JSON.parse(startParams) })
  .then((db) => db.close())
  .catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * Creates the database in `dir` in a short-lived child process. PGlite runs initdb in a second PostgreSQL
 * instance with its own WebAssembly heap, plus initdb's own module; in this process those would leave
 * 105-130 MB resident after they are freed (the heap glibc does not give back, and the arenas of the
 * threads that compiled them), for the life of the server. In a child, that memory goes when the child
 * exits. Costs the first start of a new folder a Node start-up and a second compile of PGlite (about a
 * second of CPU); opening an existing folder is unchanged.
 */
export async function initialiseInChildProcess(dir: string, startParams: readonly string[]): Promise<void> {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const child = spawn(process.execPath, ["-e", INITDB_SCRIPT, entry, dir, JSON.stringify(startParams)], {
    stdio: ["ignore", "ignore", "pipe"],
    // Not the parent's NODE_OPTIONS: a loader (--import tsx) or an inspector there has no business in this child.
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    // "close", not "exit": by then all it wrote to stderr has been read.
    child.once("close", (exitCode) => resolve(exitCode));
  });
  if (code !== 0 || !isInitialised(dir)) {
    throw new Error(`Could not create the embedded database in ${dir} (initdb exited with ${code}):\n${stderr.trim()}`);
  }
}
