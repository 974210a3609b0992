/**
 * The fault drills (tests/drills, also run by npm run drills), each with a
 * production server and a database of its own beside the suite's server. The
 * suite runs once on the embedded database and once on PostgreSQL: the kill -9
 * drill belongs to the first, the connection kills to the second, the
 * hostile-input corpus (its quick size) to both. The SMTP outage drill is
 * mail-outage.spec.ts.
 */
import { expect, test } from "@playwright/test";
import type { DrillResult } from "../drills/common";
import * as hostileInput from "../drills/hostile-input";
import * as pgliteKill from "../drills/pglite-kill";
import * as postgresKill from "../drills/postgres-kill";
import { e2e } from "./environment";

// Beside the suite's own server (4173 by default: 4213 to 4215) and the mail outage spec's (+30 and +31), or from
// DRILLS_PORT on, as npm run drills.
const PORT = Number(process.env.DRILLS_PORT ?? e2e.port + 40);
const databaseUrl = process.env.DATABASE_URL;

/** Passes when the drill found nothing wrong; its figures go into the report either way. */
function expectPassed(result: DrillResult) {
  const figures = Object.entries(result.figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(", ");
  test.info().annotations.push({ type: "figures", description: `${result.seconds} s: ${figures}` });
  expect(result.failures, `${result.name} (${figures})`).toEqual([]);
}

test("PostgreSQL connections killed under load: the server stays up, answers each post with the lead stored or a 503, and keeps every acknowledged lead once", async () => {
  test.skip(!databaseUrl, "needs DATABASE_URL (the PostgreSQL run)");
  test.setTimeout(150_000);
  expectPassed(await postgresKill.run({ port: PORT, serverUrl: databaseUrl!, visitors: 20, perVisitor: 40 }));
});

test("kill -9 mid-load on the embedded database: a new server on the same folder takes new posts and has every acknowledged lead exactly once", async () => {
  test.skip(Boolean(databaseUrl), "the embedded database's drill (the run without DATABASE_URL)");
  test.setTimeout(150_000);
  expectPassed(await pgliteKill.run({ port: PORT + 1, visitors: 20, killAfter: 30 }));
});

test("hostile input to every route: no 5xx, nothing reflected unescaped, 413 before an oversized body, 415 for a body that is not a form, 403 for an admin post from elsewhere", async () => {
  test.setTimeout(180_000);
  expectPassed(await hostileInput.run({ port: PORT + 2, serverUrl: databaseUrl, size: "quick" }));
});
