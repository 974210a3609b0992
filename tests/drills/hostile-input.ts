/**
 * Drill: the hostile-input corpus (hostile-corpus.ts) against every route of
 * a production server on a fresh database, as an anonymous visitor and as a
 * signed-in admin. Every answer must be a deliberate one: never a 5xx or a
 * dropped connection, never markup reflected so that it would run, never a
 * file from outside the site or a redirect to another site, a sane
 * Content-Type on every 4xx. On top of that, the answers the site promises:
 * 415 or 400 from the sign-in pages for a body that is not a form, 413 before
 * reading a body over a route's limit, no 503 for a lead with NUL or a split
 * emoji in a field, 403 for an admin post that does not show it comes from
 * the site. The server must still be up and healthy at the end.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, TSX, waitHealthy, type ServerProcess } from "../support/server-process";
import {
  type DrillResult,
  expectCleanShutdown,
  isHealthy,
  LeadBatch,
  postLead,
  Report,
  tail,
  temporaryDataDir,
} from "./common";
import {
  appRoutes,
  AUTH_FORM_ROUTES,
  BODIES,
  BROKEN_BODIES,
  concretePaths,
  encodeForm,
  EXECUTABLE,
  FIELD_SPOILERS,
  type Fixtures,
  HOSTILE_FORM,
  HOSTILE_PATHS,
  LARGE_BODY_ROUTES,
  leadForms,
  QUERIES,
  WRONG_TYPE_BODIES,
} from "./hostile-corpus";
import { rawRequest, type RawAnswer, type RawRequest } from "./raw-request";
import { enrolTwoFactor, signInWithCode } from "../support/two-factor";

export type HostileInputOptions = {
  port: number;
  /** a PostgreSQL server URL to run on a fresh database of its own; the embedded database without it */
  serverUrl?: string;
  /** "quick": four query strings a route, and every body and method only to actions, as an anonymous visitor */
  size?: "quick" | "full";
  /** requests in flight at once */
  concurrency?: number;
};

type Who = "anonymous" | "admin";
type Probe = {
  /** what the failure messages call it: the route (or the hostile path) and what was sent */
  route: string;
  variant: string;
  who: Who;
  request: RawRequest;
  timeoutMs?: number;
  /**
   * A body over the route's limit, sent whole: the server may answer 413 and close the connection while it is
   * still being sent, and the client then sees the connection reset (EPIPE, ECONNRESET) instead of the answer.
   */
  oversized?: boolean;
  /** the answer's specific expectation: a problem, or null when it is met */
  expect?: (answer: RawAnswer) => string | null;
};

const ADMIN = { email: "drill-admin@kestrel.test", password: "drill-admin-password-1" };
const FOREIGN = "https://evil.example";
/** The Content-Types a refusal may come with. */
const SANE_TYPE = /^(text\/html|text\/plain|application\/json|text\/x-script)\s*(;|$)/i;
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

const status =
  (...allowed: number[]) =>
  (answer: RawAnswer) =>
    answer.status !== null && !allowed.includes(answer.status)
      ? `${answer.status} (expected ${allowed.join(" or ")})`
      : null;
const clientError = (answer: RawAnswer) =>
  answer.status !== null && (answer.status < 400 || answer.status >= 500) ? `${answer.status} (expected a 4xx)` : null;

/** Sends probes, checks every answer, and counts what it saw. */
class Sweep {
  readonly counts: Record<string, number> = {
    requests: 0,
    "2xx": 0,
    "3xx": 0,
    "4xx": 0,
    "5xx": 0,
    "no answer": 0,
    "escaped markers": 0,
  };
  private readonly problems = new Map<string, { variants: Set<string>; who: Set<Who>; times: number }>();
  private addresses = 0;

  constructor(
    private readonly port: number,
    private readonly base: string,
    private readonly cookie: string,
  ) {}

  async run(probes: Probe[], concurrency: number): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < probes.length) await this.send(probes[next++]);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  private async send(probe: Probe): Promise<void> {
    const n = this.addresses++;
    const headers: Record<string, string> = {
      // Each request from its own address: the rate limits never answer for the handlers.
      "X-Forwarded-For": `198.18.${(n >> 8) & 255}.${n & 255}`,
      ...(probe.who === "admin" ? { Cookie: this.cookie } : {}),
      ...probe.request.headers,
    };
    const answer = await rawRequest(this.port, { ...probe.request, headers }, probe.timeoutMs);
    if (answer.error.startsWith("not sent")) {
      this.counts["not sent"] = (this.counts["not sent"] ?? 0) + 1;
      return;
    }
    this.counts.requests++;
    const problems: string[] = [];
    if (answer.status === null && probe.oversized && /^(EPIPE|ECONNRESET)$/.test(answer.error)) {
      this.counts["oversized bodies cut off"] = (this.counts["oversized bodies cut off"] ?? 0) + 1;
    } else if (answer.status === null) {
      this.counts["no answer"]++;
      problems.push(`no answer (${answer.error})`);
    } else {
      this.counts[`${Math.floor(answer.status / 100)}xx`] =
        (this.counts[`${Math.floor(answer.status / 100)}xx`] ?? 0) + 1;
      const expected = probe.expect?.(answer);
      // A 5xx that also misses the expectation is said once, with what was expected.
      problems.push(...this.check(answer).filter((problem) => !(expected && /^5\d\d\b/.test(problem))));
      if (expected) problems.push(expected);
    }
    for (const problem of problems) {
      const key = `${probe.request.method} ${probe.route}\n${problem}`;
      const seen = this.problems.get(key) ?? { variants: new Set<string>(), who: new Set<Who>(), times: 0 };
      seen.variants.add(probe.variant);
      seen.who.add(probe.who);
      seen.times++;
      this.problems.set(key, seen);
    }
  }

  /** One line per request and problem: "POST /auth [JSON; text/plain] (anonymous and admin) → 500 ×4". */
  failures(): string[] {
    return [...this.problems].map(([key, { variants, who, times }]) => {
      const [request, problem] = key.split("\n");
      const listed = [...variants].filter(Boolean);
      const shown = listed.length > 4 ? [...listed.slice(0, 3), `and ${listed.length - 3} more`] : listed;
      const whom = who.size === 2 ? " (anonymous and admin)" : who.has("admin") ? " (as admin)" : "";
      return `${request}${shown.length ? ` [${shown.join("; ")}]` : ""}${whom} → ${problem}${times > 1 ? ` ×${times}` : ""}`;
    });
  }

  /** What every answer must be, whatever was sent. */
  private check(answer: RawAnswer): string[] {
    const problems: string[] = [];
    const code = answer.status ?? 0;
    const html = /^text\/html/i.test(answer.contentType);
    if (code >= 500)
      problems.push(`${code}${answer.contentType.startsWith("text/plain") ? ` "${answer.body.slice(0, 60)}"` : ""}`);
    if (html && answer.body.includes(EXECUTABLE))
      problems.push("markup reflected unescaped (<script>alert( in text/html)");
    if (html && answer.body.includes("&lt;script&gt;alert(")) this.counts["escaped markers"]++;
    if (code >= 400 && code < 500 && answer.body !== "" && !SANE_TYPE.test(answer.contentType))
      problems.push(`${code} with Content-Type "${answer.contentType}"`);
    if (/root:x:0:0|"devDependencies"/.test(answer.body)) problems.push("a file from outside the site was served");
    if (code >= 300 && code < 400 && answer.location && this.isForeign(answer.location))
      problems.push(`redirects to another site (${answer.location.slice(0, 80)})`);
    return problems;
  }

  private isForeign(location: string): boolean {
    if (/^[/\\][/\\]/.test(location)) return true;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(location)) return false;
    try {
      return new URL(location).origin !== this.base;
    } catch {
      return true;
    }
  }
}

export async function run(options: HostileInputOptions): Promise<DrillResult> {
  const { port, serverUrl, size = "full", concurrency = 4 } = options;
  const quick = size === "quick";
  const report = new Report("hostile-input corpus over every route");
  const base = `http://127.0.0.1:${port}`;
  const dataDir = temporaryDataDir("hostile");
  let postgres: EmptyPostgresDatabase | undefined;
  let server: ServerProcess | undefined;
  try {
    if (serverUrl) postgres = await createEmptyPostgresDatabase(serverUrl);
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      PUBLIC_URL: base,
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    };
    // Before the server starts: the embedded database allows one process at a time.
    execFileSync(process.execPath, [TSX, "scripts/admin-create.ts", "--email", ADMIN.email], {
      env: { ...process.env, NODE_ENV: "production", ...env, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: "error" },
      stdio: "pipe",
    });
    server = startServer(env);
    await waitHealthy(port, server);
    const cookie = await signIn(base);
    const fixtures = await findFixtures(base, cookie, report);

    const routes = appRoutes();
    const paths: { pattern: string; path: string; hasAction: boolean }[] = [];
    for (const route of routes) {
      const concrete = concretePaths(route.pattern, fixtures);
      if (!concrete)
        report.fail(
          `${route.pattern} (${route.file}): the corpus does not know how to fill its parameters; add it to hostile-corpus.ts`,
        );
      for (const path of concrete ?? []) paths.push({ ...route, path });
    }
    report.set("routes", routes.length);

    const sweep = new Sweep(port, base, cookie);
    const phases: [string, Probe[], number][] = [
      ["reading", readingProbes(paths, quick), concurrency],
      ["writing", writingProbes(paths, quick, base), concurrency],
      ["lead forms", leadFormProbes(base), concurrency],
      ["same-origin rule", originProbes(paths, base), concurrency],
      ["tokens", tokenProbes(base), concurrency],
      ["stored input", storedInputProbes(paths), concurrency],
      // In order, and last: these end the admin's session.
      ["signing out", signOutProbes(base), 1],
    ];
    for (const [phase, probes, inFlight] of phases) {
      await sweep.run(probes, inFlight);
      if (server.child.exitCode !== null) {
        report.fail(
          `the server exited during the ${phase} probes (code ${server.child.exitCode}):\n${tail(server.output())}`,
        );
        break;
      }
    }

    for (const [name, value] of Object.entries(sweep.counts)) report.set(name, value);
    for (const failure of sweep.failures()) report.fail(failure);
    const up = server.child.exitCode === null;
    const healthy = up && (await isHealthy(base));
    report.set("healthz", healthy ? 200 : "down");
    report.check(healthy, "/healthz did not answer 200 after the corpus");
    if (up) {
      await expectCleanShutdown(report, server);
    }
  } catch (error) {
    report.fail(error instanceof Error ? error.message : String(error));
    if (server) report.fail(`server output:\n${tail(server.output())}`);
  } finally {
    stopServers();
    await postgres?.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report.result();
}

/** The admin, signed in with the password and a code from the authenticator turned on first (admins need one, ADR 030). */
async function signIn(base: string): Promise<string> {
  const key = await enrolTwoFactor(base, ADMIN, "198.19.0.1");
  return signInWithCode(base, ADMIN, key, "198.19.0.2");
}

/** A published insight's slug, a post's id, a contact request's id and a newsletter draft's id, as the site shows them. */
async function findFixtures(base: string, cookie: string, report: Report): Promise<Fixtures> {
  const get = async (path: string, asAdmin = false) => {
    const response = await fetch(`${base}${path}`, { headers: asAdmin ? { Cookie: cookie } : {}, redirect: "manual" });
    return response.text();
  };
  const placeholder = "00000000-0000-4000-8000-000000000000";
  const latest = JSON.parse(await get("/api/insights/latest")) as { posts?: { slug: string }[] };
  const slug = latest.posts?.[0]?.slug;
  const postId = /\/admin\/posts\/([0-9a-f-]{36})/.exec(await get("/admin", true))?.[1];
  const pageId = /\/admin\/pages\/([0-9a-f-]{36})/.exec(await get("/admin/pages", true))?.[1];
  const lead = await postLead(base, new LeadBatch("hostile").lead());
  const leadId = /\/admin\/leads\/([0-9a-f-]{36})"/.exec(await get("/admin/leads", true))?.[1];
  report.check(Boolean(slug), "no published insight to fill /insights/:slug");
  report.check(Boolean(postId), "no post on the dashboard to fill /admin/posts/:id");
  report.check(Boolean(pageId), "no page on the pages list to fill /admin/pages/:id");
  report.check(
    Boolean(leadId),
    `no contact request in the inbox to fill /admin/leads/:id (posting one answered ${lead.detail || lead.answer})`,
  );
  // A draft issue of the newsletter, composed as an editor does, from the first post its form offers.
  const offered = /name="postId" value="([0-9a-f-]{36})"/.exec(await get("/admin/newsletter/new", true))?.[1];
  const draft = await fetch(`${base}/admin/newsletter/new`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "save",
      subject: "A draft for the corpus",
      intro: "Hello.",
      postId: offered ?? "",
    }),
    redirect: "manual",
  });
  const issueId = /\/admin\/newsletter\/([0-9a-f-]{36})$/.exec(draft.headers.get("location") ?? "")?.[1];
  report.check(
    Boolean(issueId),
    `no newsletter draft to fill /admin/newsletter/:id (composing one answered ${draft.status})`,
  );
  return {
    slug: slug ?? "no-such-insight",
    postId: postId ?? placeholder,
    pageId: pageId ?? placeholder,
    leadId: leadId ?? placeholder,
    issueId: issueId ?? placeholder,
  };
}

const isStaff = (pattern: string) =>
  pattern === "/admin" || pattern.startsWith("/admin/") || pattern === "/auth/sign-out";
const signsOut = (path: string) => path === "/auth/sign-out" || path === "/api/auth/sign-out";
/** Whose pages an admin's requests are worth sending to on top of an anonymous visitor's. */
const adminMatters = (pattern: string) =>
  isStaff(pattern) || pattern.startsWith("/auth") || pattern.startsWith("/api/auth");
const dataPath = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);
const label = (path: string) => (path.length > 60 ? `${path.slice(0, 57)}...` : path);

/**
 * GET with every hostile query string, plus the hostile paths. The quick corpus sends the marker and NUL to every
 * route and two more of the query strings in turn, so that each reaches a share of the routes.
 */
function readingProbes(paths: { pattern: string; path: string }[], quick: boolean): Probe[] {
  const probes: Probe[] = [];
  const turn = QUERIES.slice(2);
  paths.forEach(({ pattern, path }, i) => {
    const queries = quick
      ? [QUERIES[0], QUERIES[1], turn[(2 * i) % turn.length], turn[(2 * i + 1) % turn.length]]
      : QUERIES;
    for (const who of ["anonymous", "admin"] as const) {
      const worth = who === "anonymous" || adminMatters(pattern);
      for (const [name, query] of worth || !quick ? queries : queries.slice(0, 1)) {
        probes.push({ route: pattern, variant: name, who, request: { method: "GET", path: `${path}?${query}` } });
      }
      if (worth)
        probes.push({
          route: dataPath(pattern),
          variant: "marker",
          who,
          request: { method: "GET", path: `${dataPath(path)}?${QUERIES[0][1]}` },
        });
    }
  });
  for (const path of HOSTILE_PATHS) {
    probes.push({ route: label(path), variant: "", who: "anonymous", request: { method: "GET", path } });
    if (path.startsWith("/admin"))
      probes.push({ route: label(path), variant: "", who: "admin", request: { method: "GET", path } });
  }
  return probes;
}

/** Every method with a body, every body, to every route (sign-out excepted, which comes last). */
function writingProbes(
  paths: { pattern: string; path: string; hasAction: boolean }[],
  quick: boolean,
  base: string,
): Probe[] {
  const probes: Probe[] = [];
  for (const { pattern, path, hasAction } of paths) {
    const whos: Who[] = !signsOut(path) && (adminMatters(pattern) || !quick) ? ["anonymous", "admin"] : ["anonymous"];
    for (const who of whos) {
      // The quick corpus: every body and method to an action as an anonymous visitor; the first few bodies else.
      const full = !quick || (hasAction && who === "anonymous");
      for (const body of full ? BODIES : BODIES.slice(0, hasAction ? 4 : 2)) {
        let expect: Probe["expect"];
        let timeoutMs: number | undefined;
        let oversized = false;
        if (body.name === "100 MB declared") {
          // Answered from the declared length: the rest of the body never comes, so waiting for it means no answer.
          expect = hasAction ? status(413) : clientError;
          timeoutMs = 10_000;
        } else if (body.name === "2 MB") {
          // Within the post form's limit (an image): whatever the form makes of it, short of a 5xx.
          if (!LARGE_BODY_ROUTES.has(pattern)) expect = hasAction ? status(413) : clientError;
          oversized = !LARGE_BODY_ROUTES.has(pattern);
        } else if (AUTH_FORM_ROUTES.has(pattern) && who === "anonymous") {
          // (A signed-in admin is sent on from the sign-in pages.)
          if (WRONG_TYPE_BODIES.has(body.name)) expect = status(415);
          if (BROKEN_BODIES.has(body.name)) expect = status(400, 415);
        }
        probes.push({
          route: pattern,
          variant: body.name,
          who,
          request: {
            method: "POST",
            path,
            headers: { Origin: base, ...body.headers },
            body: body.body,
            declaredLength: body.declaredLength,
          },
          timeoutMs,
          oversized,
          expect,
        });
      }
      if (full) {
        for (const method of ["PUT", "PATCH", "DELETE"]) {
          probes.push({
            route: pattern,
            variant: "hostile form",
            who,
            request: { method, path, headers: { Origin: base, ...FORM }, body: HOSTILE_FORM },
          });
        }
        probes.push({
          route: dataPath(pattern),
          variant: "hostile form",
          who,
          request: { method: "POST", path: dataPath(path), headers: { Origin: base, ...FORM }, body: HOSTILE_FORM },
        });
      }
    }
  }
  for (const path of HOSTILE_PATHS) {
    probes.push({
      route: label(path),
      variant: "hostile form",
      who: "anonymous",
      request: { method: "POST", path, headers: { Origin: base, ...FORM }, body: HOSTILE_FORM },
    });
  }
  return probes;
}

/** Each lead form, valid, then with NUL or a split emoji in one field at a time, then in all at once. */
function leadFormProbes(base: string): Probe[] {
  let n = 0;
  const email = () => `hostile-lead-${n++}-${crypto.randomBytes(3).toString("hex")}@example.co.za`;
  const probes: Probe[] = [];
  const post = (path: string, variant: string, body: string, expect: Probe["expect"]) =>
    probes.push({
      route: path,
      variant,
      who: "anonymous",
      request: { method: "POST", path, headers: { Origin: base, ...FORM }, body },
      expect,
    });
  const fresh = (fields: Record<string, string>): Record<string, string> => ({
    ...fields,
    email: email(),
    idempotencyKey: crypto.randomUUID(),
  });
  for (const form of leadForms(email)) {
    post(form.path, "valid", encodeForm(fresh(form.fields)), (answer) =>
      answer.status === 200
        ? null
        : `${answer.status} for a valid submission (expected 200): the form's checks below test nothing`,
    );
    const notStored = (answer: RawAnswer) =>
      answer.status === 200 || answer.status === 400
        ? null
        : `${answer.status} (expected the lead stored, 200, or refused as bad input, 400)`;
    for (const field of form.hostile) {
      for (const [spoiler, spoil] of FIELD_SPOILERS) {
        const fields = fresh(form.fields);
        post(form.path, `${field}: ${spoiler}`, encodeForm(fields, { [field]: spoil(fields[field]) }), notStored);
      }
    }
    const fields = fresh(form.fields);
    const nul = Object.fromEntries(form.hostile.map((field) => [field, FIELD_SPOILERS[0][1](fields[field])]));
    post(form.path, "NUL in every field", encodeForm(fields, nul), notStored);
  }
  return probes;
}

/** An admin's post must name this site: by its Origin or, without one, by its Referer. */
function originProbes(paths: { pattern: string; path: string; hasAction: boolean }[], base: string): Probe[] {
  const probes: Probe[] = [];
  const body = "intent=drill-origin-check";
  for (const { pattern, path, hasAction } of paths) {
    if (!hasAction || signsOut(path)) continue;
    const post = (who: Who, variant: string, headers: Record<string, string>, expect: Probe["expect"]) =>
      probes.push({
        route: pattern,
        variant,
        who,
        request: { method: "POST", path, headers: { ...FORM, ...headers }, body },
        expect,
      });
    post("anonymous", "foreign Origin", { Origin: FOREIGN }, status(403));
    if (!isStaff(pattern)) continue;
    post("admin", "foreign Origin", { Origin: FOREIGN }, status(403));
    post("admin", "Origin null", { Origin: "null" }, status(403));
    post("admin", "no Origin, foreign Referer", { Referer: `${FOREIGN}/admin` }, status(403));
    post("admin", "no Origin, no Referer", {}, status(403));
    post("admin", "no Origin, Referer of this site", { Referer: `${base}/admin` }, (answer) =>
      answer.status === 403 ? "403 (expected the post to be let through)" : null,
    );
  }
  return probes;
}

/** Tokens with NUL in them, in links and forms. */
function tokenProbes(base: string): Probe[] {
  const json = (value: object) => ({
    headers: { Origin: base, "Content-Type": "application/json" },
    body: JSON.stringify(value),
  });
  const probes: [route: string, variant: string, request: RawRequest][] = [
    ["/auth/reset-password", "token=a%00b", { method: "GET", path: "/auth/reset-password?token=a%00b" }],
    [
      "/auth/reset-password",
      "token with NUL",
      {
        method: "POST",
        path: "/auth/reset-password",
        headers: { Origin: base, ...FORM },
        body: "token=a%00b&password=a-long-password-1&confirmPassword=a-long-password-1",
      },
    ],
    [
      "/api/auth/reset-password/:token",
      "token=a%00b",
      { method: "GET", path: "/api/auth/reset-password/a%00b?callbackURL=%2Fauth%2Freset-password" },
    ],
    [
      "/api/auth/verify-email",
      "token=a%00b",
      { method: "GET", path: "/api/auth/verify-email?token=a%00b&callbackURL=%2Fauth%3Fverified%3D1" },
    ],
    ["/newsletter/confirm", "token=a%00b", { method: "GET", path: "/newsletter/confirm?token=a%00b" }],
    ["/newsletter/unsubscribe", "token=a%00b", { method: "GET", path: "/newsletter/unsubscribe?token=a%00b" }],
    [
      "/newsletter/unsubscribe",
      "one-click, token=a%00b",
      {
        method: "POST",
        path: "/newsletter/unsubscribe?token=a%00b",
        headers: FORM,
        body: "List-Unsubscribe=One-Click",
      },
    ],
    [
      "/api/auth/sign-up/email",
      "JSON with NUL and a lone surrogate",
      {
        method: "POST",
        path: "/api/auth/sign-up/email",
        ...json({
          email: "a\u0000b\ud800@example.co.za",
          password: "a-long-password-\ud800\u0000",
          name: "\u0000\ud800",
        }),
      },
    ],
    [
      "/api/auth/sign-in/email",
      "JSON with NUL",
      {
        method: "POST",
        path: "/api/auth/sign-in/email",
        ...json({ email: "a\u0000b@example.co.za", password: "a\u0000b" }),
      },
    ],
    [
      "/api/auth/reset-password",
      "JSON token with NUL",
      {
        method: "POST",
        path: "/api/auth/reset-password",
        ...json({ token: "a\u0000b", newPassword: "a-long-password-1" }),
      },
    ],
  ];
  return probes.map(([route, variant, request]) => ({ route, variant, who: "anonymous", request }));
}

/** Every page again, plain: whatever the corpus managed to store must show escaped. */
function storedInputProbes(paths: { pattern: string; path: string }[]): Probe[] {
  const probes: Probe[] = [];
  for (const { pattern, path } of paths) {
    probes.push({ route: pattern, variant: "after the corpus", who: "anonymous", request: { method: "GET", path } });
    if (adminMatters(pattern))
      probes.push({ route: pattern, variant: "after the corpus", who: "admin", request: { method: "GET", path } });
  }
  for (const path of ["/admin/audit", "/admin/outbox", "/admin/leads?type=contact", "/admin/categories"]) {
    probes.push({ route: path, variant: "after the corpus", who: "admin", request: { method: "GET", path } });
  }
  // The admin's session survived everything before (so every admin probe ran signed in).
  probes.push({
    route: "/admin",
    variant: "still signed in",
    who: "admin",
    request: { method: "GET", path: "/admin" },
    expect: status(200),
  });
  return probes;
}

/** Sign-out: refused without the site's Origin or Referer, then done with a hostile body. */
function signOutProbes(base: string): Probe[] {
  const post = (variant: string, path: string, headers: Record<string, string>, expect?: Probe["expect"]): Probe => ({
    route: path,
    variant,
    who: "admin",
    request: { method: "POST", path, headers, body: HOSTILE_FORM },
    expect,
  });
  return [
    post("no Origin, foreign Referer", "/auth/sign-out", { ...FORM, Referer: `${FOREIGN}/` }, status(403)),
    post("no Origin, no Referer", "/auth/sign-out", FORM, status(403)),
    post("foreign Origin", "/auth/sign-out", { ...FORM, Origin: FOREIGN }, status(403)),
    post("hostile form", "/auth/sign-out", { ...FORM, Origin: base }, (answer) =>
      answer.status !== null && (answer.status < 300 || answer.status >= 400)
        ? `${answer.status} (expected a redirect)`
        : null,
    ),
    post("hostile form", "/api/auth/sign-out", { ...FORM, Origin: base }),
  ];
}
