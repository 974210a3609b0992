/**
 * What every fault drill shares: the report a drill returns, a production
 * server on a fresh database, posting the contact form as a browser without
 * JavaScript does (each post with its own idempotency key and client address,
 * so the rate limit never interferes), sorting the answers, and counting the
 * stored leads.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, like } from "drizzle-orm";
import { openDatabase, type DatabaseOptions } from "~/db/client.server";
import { emailOutbox, leads } from "~/db/schema";
import { contactPage } from "~/content/leads";
import type { ServerProcess } from "../support/server-process";

export type Figures = Record<string, number | string>;

export type DrillResult = {
  name: string;
  ok: boolean;
  seconds: number;
  figures: Figures;
  failures: string[];
};

/** Collects a drill's figures and failures as it goes, and times it. */
export class Report {
  readonly figures: Figures = {};
  readonly failures: string[] = [];
  private readonly started = performance.now();

  constructor(readonly name: string) {}

  set(key: string, value: number | string): void {
    this.figures[key] = value;
  }

  fail(message: string): void {
    this.failures.push(message);
  }

  /** Records `message` as a failure unless `condition` holds. */
  check(condition: boolean, message: string): void {
    if (!condition) this.fail(message);
  }

  result(): DrillResult {
    return {
      name: this.name,
      ok: this.failures.length === 0,
      seconds: +((performance.now() - this.started) / 1000).toFixed(1),
      figures: this.figures,
      failures: this.failures,
    };
  }
}

export function temporaryDataDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `kestrel-drill-${name}-`));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends SIGTERM and waits for the exit; a server still running after `timeoutMs` is killed ("timeout"). */
export async function stopServer(server: ServerProcess, timeoutMs = 20_000): Promise<number | null | "timeout"> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
  const outcome = await Promise.race([server.exited, timedOut]);
  clearTimeout(timer);
  if (outcome === "timeout") {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  return outcome;
}

/** Whether /healthz answers 200 (false on any other answer or none within 5 s). */
export async function isHealthy(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The last lines of a server's output, for a failure message. */
export function tail(output: string, lines = 15): string {
  return output.trimEnd().split("\n").slice(-lines).join("\n");
}

/** Stops the server with SIGTERM and records a failure unless it exits cleanly (0): a drill's last check. */
export async function expectCleanShutdown(
  report: Report,
  server: ServerProcess,
  lastLines = tail,
): Promise<number | null | "timeout"> {
  const exit = await stopServer(server);
  report.check(
    exit === 0,
    `the server did not shut down cleanly after SIGTERM (exit ${exit}):\n${lastLines(server.output())}`,
  );
  return exit;
}

// ---------------------------------------------------------------- posting leads

/**
 * What became of a post: "stored" (the success page), "refused" (503 "Submission failed": the lead could not be
 * stored and the visitor is told to try again), "dropped" (no answer at all: the connection failed) or "other".
 */
export type LeadAnswer = "stored" | "refused" | "dropped" | "other";
export type LeadPost = { name: string; email: string; answer: LeadAnswer; status: number | null; detail: string };

/** A run's leads: names and addresses no other run shares, so they can be counted by name. */
export class LeadBatch {
  readonly prefix: string;
  readonly domain: string;
  private next = 0;

  constructor(label: string) {
    const run = crypto.randomBytes(3).toString("hex");
    this.prefix = `Drill ${label} ${run}`;
    this.domain = `${run}.drill.example.co.za`;
  }

  /** The address of the lead named `name`. */
  emailOf(name: string): string {
    return `owner${name.slice(this.prefix.length + 1)}@${this.domain}`;
  }

  /** A new lead with its own name, address, idempotency key and client address. */
  lead() {
    const n = this.next++;
    return {
      name: `${this.prefix} ${n}`,
      email: this.emailOf(`${this.prefix} ${n}`),
      key: crypto.randomUUID(),
      ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    };
  }
}

/** Posts one contact request as a browser without JavaScript does (the whole form in one post). */
export async function postLead(
  base: string,
  lead: ReturnType<LeadBatch["lead"]>,
  timeoutMs = 30_000,
): Promise<LeadPost> {
  const body = new URLSearchParams({
    intent: "submit",
    step: "3",
    idempotencyKey: lead.key,
    website: "",
    name: lead.name,
    email: lead.email,
    business: "Drill Holdings",
    turnover: "r3m-r10m",
    pain: "time",
    goals: "Grow margins by five points and take a month off.",
    consent: "on",
  });
  const post = { name: lead.name, email: lead.email };
  try {
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      body,
      headers: { Origin: base, "X-Forwarded-For": lead.ip },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status === 200 && text.includes(contactPage.success.title))
      return { ...post, answer: "stored", status: 200, detail: "" };
    if (response.status === 503 && text.includes(contactPage.failure.title))
      return { ...post, answer: "refused", status: 503, detail: "" };
    return { ...post, answer: "other", status: response.status, detail: `HTTP ${response.status}` };
  } catch (error) {
    return { ...post, answer: "dropped", status: null, detail: errorCode(error) };
  }
}

/** The most telling code of a failed fetch: ECONNRESET, ECONNREFUSED, UND_ERR_SOCKET, TimeoutError... */
export function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; name?: string } }).cause;
  return cause?.code ?? cause?.name ?? (error as Error).name ?? String(error);
}

/**
 * `visitors` posting leads one after the other, each until it has posted `perVisitor`, `stop()` says so or the
 * deadline passes (whichever comes first).
 */
export async function postLeadsConcurrently(
  base: string,
  batch: LeadBatch,
  options: {
    visitors: number;
    perVisitor: number;
    deadline: number;
    stop?: () => boolean;
    onAnswer?: (post: LeadPost) => void;
  },
): Promise<LeadPost[]> {
  const posts: LeadPost[] = [];
  const visitor = async () => {
    for (let n = 0; n < options.perVisitor && !options.stop?.() && Date.now() < options.deadline; n++) {
      const post = await postLead(base, batch.lead());
      posts.push(post);
      options.onAnswer?.(post);
    }
  };
  await Promise.all(Array.from({ length: options.visitors }, visitor));
  return posts;
}

export function tally(posts: LeadPost[]): Record<LeadAnswer, number> {
  const counts: Record<LeadAnswer, number> = { stored: 0, refused: 0, dropped: 0, other: 0 };
  for (const post of posts) counts[post.answer]++;
  return counts;
}

/** "HTTP 500 ×3, ECONNRESET ×1": the answers that were neither a stored lead nor the 503 refusal. */
export function describeUnexpected(posts: LeadPost[], answers: LeadAnswer[] = ["dropped", "other"]): string {
  const counts = new Map<string, number>();
  for (const post of posts)
    if (answers.includes(post.answer)) counts.set(post.detail, (counts.get(post.detail) ?? 0) + 1);
  return [...counts].map(([detail, n]) => `${detail} ×${n}`).join(", ");
}

// ---------------------------------------------------------------- counting

export type StoredLeads = { rows: Map<string, number>; emailsTo: Map<string, number> };

/** The batch's stored contact requests (rows per name) and the outbox emails about each address. */
export async function readStoredLeads(database: DatabaseOptions, batch: LeadBatch): Promise<StoredLeads> {
  const handle = await openDatabase(database);
  try {
    const rows = await handle.db
      .select({ name: leads.name, rows: count() })
      .from(leads)
      .where(and(eq(leads.kind, "contact"), like(leads.name, `${batch.prefix} %`)))
      .groupBy(leads.name);
    const emails = await handle.db
      .select({ to: emailOutbox.concerns, emails: count() })
      .from(emailOutbox)
      .where(like(emailOutbox.concerns, `%@${batch.domain}`))
      .groupBy(emailOutbox.concerns);
    return {
      rows: new Map(rows.map((row) => [String(row.name), Number(row.rows)])),
      emailsTo: new Map(emails.map((row) => [String(row.to).toLowerCase(), Number(row.emails)])),
    };
  } finally {
    await handle.close();
  }
}

/**
 * The count check: every acknowledged lead stored exactly once with its two emails (the team's notification and
 * the visitor's copy), no lead stored twice, whatever the answer to its post was.
 */
export function checkCounts(
  report: Report,
  batch: LeadBatch,
  stored: StoredLeads,
  acknowledged: LeadPost[],
  label = "",
): void {
  const suffix = label ? ` (${label})` : "";
  const missing = acknowledged.filter((post) => !stored.rows.has(post.name));
  const duplicates = [...stored.rows.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const withoutEmails = [...stored.rows.keys()].filter((name) => stored.emailsTo.get(batch.emailOf(name)) !== 2);
  report.check(
    missing.length === 0,
    `${missing.length} acknowledged lead(s) missing from the database${suffix}, e.g. ${missing[0]?.name}`,
  );
  report.check(duplicates === 0, `${duplicates} lead(s) stored more than once${suffix}`);
  report.check(
    withoutEmails.length === 0,
    `${withoutEmails.length} stored lead(s) without exactly 2 outbox emails${suffix}, e.g. ${withoutEmails[0]}`,
  );
  report.set(label ? `missing ${label}` : "missing", missing.length);
  report.set(label ? `duplicates ${label}` : "duplicates", duplicates);
}
