/**
 * npm run drills [-- name…]: the fault drills against the production build
 * (built first when missing), one after the other, one line each with its
 * figures; exits with 1 when any failed. Names pick some of them:
 * postgres-kill, postgres-drops, pool-wedge, pglite-kill, mail-outage,
 * hostile-input, cache-flood, hostile-images, two-factor-probes.
 *
 * The PostgreSQL drills (postgres-kill, postgres-drops, pool-wedge) create
 * (and drop) a database of their own on the server named by DATABASE_URL or,
 * without it, on a PostgreSQL server that answers at PGHOST:PGPORT
 * (127.0.0.1:5432 by default) as PGUSER (postgres by default); with neither
 * they are skipped. The others run on DATABASE_URL when it is set, else on the
 * embedded database; the kill -9 drill is the embedded database's. Servers
 * listen on DRILLS_PORT (4320) and the next few ports. DRILLS_SIZE=quick runs
 * the smaller hostile-input corpus and cache flood the browser tests run.
 */
import { findPostgresServer } from "../support/postgres";
import { ensureBuilt } from "../support/server-process";
import type { DrillResult } from "./common";
import * as cacheFlood from "./cache-flood";
import * as hostileImages from "./hostile-images";
import * as hostileInput from "./hostile-input";
import * as mailOutage from "./mail-outage";
import * as pgliteKill from "./pglite-kill";
import * as poolWedge from "./pool-wedge";
import * as postgresDrops from "./postgres-drops";
import * as postgresKill from "./postgres-kill";
import * as twoFactorProbes from "./two-factor-probes";

const PORT = Number(process.env.DRILLS_PORT ?? 4320);
const databaseUrl = process.env.DATABASE_URL || undefined;
const size = process.env.DRILLS_SIZE === "quick" ? "quick" : "full";

type Drill = { id: string; run(): Promise<DrillResult | string> };

/** A drill of PostgreSQL's: on a database of its own on the server findPostgresServer finds, or skipped without one. */
function onPostgres(id: string, drill: (serverUrl: string) => Promise<DrillResult>): Drill {
  return {
    id,
    async run() {
      const postgres = await findPostgresServer();
      if (!postgres)
        return "skipped: no DATABASE_URL and no PostgreSQL server answers at PGHOST:PGPORT (127.0.0.1:5432)";
      const result = await drill(postgres.url);
      return { ...result, name: `${result.name} (${postgres.note})` };
    },
  };
}

const drills: Drill[] = [
  onPostgres("postgres-kill", (serverUrl) => postgresKill.run({ port: PORT, serverUrl, visitors: 20, perVisitor: 40 })),
  onPostgres("postgres-drops", (serverUrl) => postgresDrops.run({ port: PORT + 5, serverUrl })),
  onPostgres("pool-wedge", (serverUrl) => poolWedge.run({ port: PORT + 6, serverUrl })),
  { id: "pglite-kill", run: () => pgliteKill.run({ port: PORT + 1, visitors: 20, killAfter: 60 }) },
  { id: "mail-outage", run: () => mailOutage.run({ port: PORT + 2, smtpPort: PORT + 3, serverUrl: databaseUrl }) },
  { id: "hostile-input", run: () => hostileInput.run({ port: PORT + 4, serverUrl: databaseUrl, size }) },
  {
    id: "cache-flood",
    run: () => cacheFlood.run({ port: PORT + 7, serverUrl: databaseUrl, spellings: size === "quick" ? 300 : 600 }),
  },
  { id: "hostile-images", run: () => hostileImages.run({ port: PORT + 8, serverUrl: databaseUrl }) },
  { id: "two-factor-probes", run: () => twoFactorProbes.run({ port: PORT + 9, serverUrl: databaseUrl }) },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((id) => !drills.some((drill) => drill.id === id));
if (unknown.length > 0) {
  console.error(`Unknown drill(s): ${unknown.join(", ")}. The drills: ${drills.map((drill) => drill.id).join(", ")}.`);
  process.exit(2);
}

ensureBuilt();
console.log(
  `Fault drills against the production build, ${databaseUrl ? "on PostgreSQL (DATABASE_URL)" : "on the embedded database"} where a drill does not say otherwise.\n`,
);
let failed = 0;
for (const drill of drills) {
  if (chosen.length > 0 && !chosen.includes(drill.id)) continue;
  let outcome: DrillResult | string;
  try {
    outcome = await drill.run();
  } catch (error) {
    outcome = {
      name: drill.id,
      ok: false,
      seconds: 0,
      figures: {},
      failures: [error instanceof Error ? error.message : String(error)],
    };
  }
  if (typeof outcome === "string") {
    console.log(`SKIP  ${drill.id}: ${outcome}`);
    continue;
  }
  const figures = Object.entries(outcome.figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(", ");
  console.log(`${outcome.ok ? "PASS" : "FAIL"}  ${drill.id}: ${outcome.name}, ${outcome.seconds} s: ${figures}`);
  for (const failure of outcome.failures.slice(0, 100)) console.log(`      ✖ ${failure.replace(/\n/g, "\n        ")}`);
  if (outcome.failures.length > 100) console.log(`      … and ${outcome.failures.length - 100} more`);
  if (!outcome.ok) failed++;
}
console.log(failed ? `\n${failed} drill(s) failed.` : "\nEvery drill passed.");
process.exitCode = failed ? 1 : 0;
