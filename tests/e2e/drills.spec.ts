/**
 * The fault drills (tests/drills, also run by npm run drills), each with a
 * production server and a database of its own beside the suite's server. The
 * suite runs once on the embedded database and once on PostgreSQL: the kill -9
 * drill, the cache flood, the hostile images and the two-factor probes belong
 * to the first (none of the last three depends on the database), the
 * connection kills, the repeated drops and the wedged pool to the second, the
 * hostile-input corpus (its quick size) to both. The SMTP outage drill is
 * mail-outage.spec.ts.
 */
import { expect, test } from "@playwright/test";
import type { DrillResult } from "../drills/common";
import * as cacheFlood from "../drills/cache-flood";
import * as hostileImages from "../drills/hostile-images";
import * as hostileInput from "../drills/hostile-input";
import * as pgliteKill from "../drills/pglite-kill";
import * as poolWedge from "../drills/pool-wedge";
import * as postgresDrops from "../drills/postgres-drops";
import * as postgresKill from "../drills/postgres-kill";
import * as twoFactorProbes from "../drills/two-factor-probes";
import { e2e } from "./environment";

// Beside the suite's own server (4173 by default: 4233 to 4239) and the other specs' own servers (+28 to +51), or from
// DRILLS_PORT on, as npm run drills.
const PORT = Number(process.env.DRILLS_PORT ?? e2e.port + 60);
const onlyOnPostgres = "needs DATABASE_URL (the PostgreSQL run)";
const onlyEmbedded = "the embedded database's run (without DATABASE_URL)";
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
  test.skip(!databaseUrl, onlyOnPostgres);
  test.setTimeout(150_000);
  expectPassed(await postgresKill.run({ port: PORT, serverUrl: databaseUrl!, visitors: 20, perVisitor: 40 }));
});

test("kill -9 mid-load on the embedded database: a new server on the same folder takes new posts and has every acknowledged lead exactly once", async () => {
  test.skip(Boolean(databaseUrl), onlyEmbedded);
  test.setTimeout(150_000);
  expectPassed(await pgliteKill.run({ port: PORT + 1, visitors: 20, killAfter: 30 }));
});

test("hostile input to every route: no 5xx, nothing reflected unescaped, 413 before an oversized body, 415 for a body that is not a form, 403 for an admin post from elsewhere", async () => {
  test.setTimeout(180_000);
  expectPassed(await hostileInput.run({ port: PORT + 2, serverUrl: databaseUrl, size: "quick" }));
});

test("PostgreSQL connections dropped 30 times idle and 30 times under load, a second apart: the site serves again after each, and no acknowledged lead is lost", async () => {
  test.skip(!databaseUrl, onlyOnPostgres);
  test.setTimeout(420_000);
  // Beside the rest of the suite on two cores, a page under load can take longer than the drill's own 10 s.
  expectPassed(await postgresDrops.run({ port: PORT + 3, serverUrl: databaseUrl!, recoverWithinMs: 20_000 }));
});

test("a pool with no connection to give: /healthz says so, and the instance exits so that it is restarted", async () => {
  test.skip(!databaseUrl, onlyOnPostgres);
  test.setTimeout(180_000);
  expectPassed(await poolWedge.run({ port: PORT + 4, serverUrl: databaseUrl! }));
});

test("the cache flood: other spellings of the pages redirect and are never stored, and the real pages stay cache hits within the budget", async () => {
  test.skip(Boolean(databaseUrl), onlyEmbedded);
  test.setTimeout(240_000);
  expectPassed(await cacheFlood.run({ port: PORT + 5, spellings: 300 }));
});

test("hostile images: refused from their header or stored one at a time; memory back within 100 MB, and an upload still works", async () => {
  test.skip(Boolean(databaseUrl), onlyEmbedded);
  test.setTimeout(600_000);
  expectPassed(await hostileImages.run({ port: PORT + 6 }));
});

test("two-factor probes through the API: no admin data without a second factor, no trusted device, no replayed code", async () => {
  test.skip(Boolean(databaseUrl), onlyEmbedded);
  test.setTimeout(240_000);
  expectPassed(await twoFactorProbes.run({ port: PORT + 7 }));
});
