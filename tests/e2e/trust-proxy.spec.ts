/**
 * TRUST_PROXY end to end (ADR 026): the production server, each in its own process with its own data folder and a
 * port the system picked (PORT=0), asked from 127.0.0.1 as a reverse proxy on the same machine would ask it. Where
 * 127.0.0.1 is a trusted proxy, X-Forwarded-For names the client and each client has a rate limit of its own; where
 * it is not, the header is ignored, every request is 127.0.0.1's, and forging the header gains nothing. The limit
 * seen is Better Auth's on /api/auth/sign-in/email (AUTH_RATE_LIMITS: 30 a minute per client address), which reads
 * the address the server sets in X-Client-IP; every attempt names a new email, so the per-account limit never answers.
 *
 */
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { temporaryDir } from "../support/environment";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { listeningPort, startServer, stopServers, waitHealthy, type ServerProcess } from "../support/server-process";

/** The site's public origin: what a browser's Origin header names. The servers listen elsewhere (127.0.0.1, PORT=0). */
const SITE = "http://www.kestrel.test";
/** AUTH_RATE_LIMITS["/sign-in/email"].max in app/lib/accounts/auth.server.ts: a change there fails this spec. */
const LIMIT = 30;

const dataDirs: string[] = [];
const databases: EmptyPostgresDatabase[] = [];

test.afterAll(async () => {
  stopServers();
  await Promise.all(databases.map((database) => database.drop()));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts a production server with `env` on a data folder (and, on a PostgreSQL run, a database) of its own. */
async function launch(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = temporaryDir("kestrel-trust-proxy");
  dataDirs.push(dataDir);
  const database = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : undefined;
  if (database) databases.push(database);
  return startServer({ PORT: "0", DATA_DIR: dataDir, DATABASE_URL: database?.url ?? "", PUBLIC_URL: SITE, ...env });
}

/** Starts a server trusting `trustProxy`; returns its address on 127.0.0.1. */
async function serverTrusting(trustProxy: string): Promise<string> {
  const server = await launch({ TRUST_PROXY: trustProxy });
  const port = await listeningPort(server);
  await waitHealthy(port, server);
  return `http://127.0.0.1:${port}`;
}

let attempt = 0;
/** A wrong password for a new email, sent with `headers`: the answer's status (401, or 429 when the limit answers). */
async function signIn(base: string, headers: Record<string, string>): Promise<number> {
  attempt += 1;
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE, ...headers },
    body: JSON.stringify({ email: `visitor-${attempt}@example.co.za`, password: "not the password at all" }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The statuses of `count` attempts, each sent with the headers `headersOf` gives for its number. */
async function attempts(
  base: string,
  count: number,
  headersOf: (n: number) => Record<string, string>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) statuses.push(await signIn(base, headersOf(n)));
  return statuses;
}

const allowed = (count: number) => Array<number>(count).fill(401);

test.describe("a bad TRUST_PROXY", () => {
  test("stops start-up with a message naming the variable and what it accepts", async () => {
    const server = await launch({ TRUST_PROXY: "10.0.0.0/33" });
    const timeout = new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 20_000).unref());
    const exit = await Promise.race([server.exited, timeout]);
    expect(exit, `the server started:\n${server.output()}`).toBe(1);
    expect(server.output()).toContain(`TRUST_PROXY has "10.0.0.0/33": an IPv4 range's prefix length must be 0 to 32`);
  });
});

test.describe("behind a trusted proxy (TRUST_PROXY=loopback, requests from 127.0.0.1)", () => {
  let base: string;
  test.beforeAll(async () => {
    base = await serverTrusting("loopback");
  });

  test("gives each client named by X-Forwarded-For a rate limit of its own", async () => {
    const first = { "x-forwarded-for": "203.0.113.7" };
    const second = { "x-forwarded-for": "203.0.113.8" };
    expect(await attempts(base, LIMIT, () => first)).toEqual(allowed(LIMIT));
    expect(await signIn(base, first)).toBe(429);
    // The other client, through the same proxy, is still heard; the first still is not.
    expect(await attempts(base, LIMIT, () => second)).toEqual(allowed(LIMIT));
    expect(await signIn(base, second)).toBe(429);
    expect(await signIn(base, first)).toBe(429);
  });

  test("reads the client from the proxy's hop (the last address), not from what the client itself sent before it", async () => {
    // A client forging X-Forwarded-For: 198.51.100.n; the proxy appends the address it saw, 203.0.113.9.
    const statuses = await attempts(base, LIMIT + 1, (n) => ({
      "x-forwarded-for": `198.51.100.${n + 1}, 203.0.113.9`,
    }));
    expect(statuses).toEqual([...allowed(LIMIT), 429]);
  });
});

test.describe("where 127.0.0.1 is not a trusted proxy (TRUST_PROXY=10.0.0.0/8)", () => {
  let base: string;
  test.beforeAll(async () => {
    base = await serverTrusting("10.0.0.0/8");
  });

  test("ignores a forged X-Forwarded-For (and X-Client-IP): changing it does not escape the limit", async () => {
    const forged = (n: number) => ({ "x-forwarded-for": `203.0.113.${n + 1}`, "x-client-ip": `198.51.100.${n + 1}` });
    expect(await attempts(base, LIMIT, forged)).toEqual(allowed(LIMIT));
    expect(await signIn(base, forged(100))).toBe(429);
    expect(await signIn(base, { "x-forwarded-for": "10.1.2.3" })).toBe(429);
    expect(await signIn(base, {})).toBe(429);
  });
});
