/**
 * The process's metrics in Prometheus's text format (prom-client), served at
 * /metrics to a scraper holding METRICS_TOKEN (ADR 037). Each instance keeps
 * and serves its own: HTTP requests by route pattern (route-label.ts), method
 * and status; leads stored by type; the outbox's pending and dead emails, the
 * late scheduled publishes by type, and the page cache's hits and misses, read
 * when scraped; and prom-client's process defaults (memory, CPU, event loop,
 * garbage collection).
 *
 * One registry a process, kept on globalThis like the other long-lived
 * services, so the development server's module reloads neither register a
 * metric twice nor start a second set of default collectors.
 */
import crypto from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { db } from "~/db/client.server";
import { emailOutbox, type LeadType } from "~/db/schema";
import { leadKinds } from "../leads/lead-kinds";
import { processPageCache } from "../page-cache/process-page-cache.server";
import { countLateSchedules, SCHEDULED_TYPES, type ScheduledType } from "../scheduling/late-schedule.server";
import { env } from "./env.server";
import { logger } from "./logger.server";

/** Seconds: from a page-cache hit (well under a millisecond) to a slow render or a lead post. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Longest a count read from the database (the outbox's, the late schedules') may take at a scrape before it is left out of it. */
const SCRAPE_READ_TIMEOUT_MS = 2_000;

type HttpSeries = { count: Counter.Internal; duration: Histogram.Internal<"method" | "route" | "status"> };

type Metrics = {
  registry: Registry;
  requests: Counter<"method" | "route" | "status">;
  durations: Histogram<"method" | "route" | "status">;
  /** the children of one method, route and status, so a request costs a Map lookup, not a label hash */
  series: Map<string, HttpSeries>;
  leads: Counter<"type">;
};

const holder = globalThis as typeof globalThis & { __metrics?: Metrics };

function metrics(): Metrics {
  return (holder.__metrics ??= createMetrics());
}

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response, by route pattern, method and status",
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const leads = new Counter({
    name: "leads_created_total",
    help: "Leads stored (a resent form counts once), by type",
    labelNames: ["type"],
    registers: [registry],
  });
  // Every kind from the start, at 0: a rate over a series that appears only with its first lead misses that lead.
  for (const { name } of leadKinds()) leads.inc({ type: name }, 0);

  new Counter({
    name: "page_cache_hits_total",
    help: "Requests this process's page cache answered",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(processPageCache().stats().hits);
    },
  });
  new Counter({
    name: "page_cache_misses_total",
    help: "Requests the page cache could have answered but did not hold (rendered instead)",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(processPageCache().stats().misses);
    },
  });
  new OutboxGauge(
    "outbox_pending",
    "Emails waiting in the outbox to be sent, retries included (all instances)",
    "pending",
    registry,
  );
  new OutboxGauge(
    "outbox_dead",
    "Emails the outbox gave up on after its last attempt (all instances)",
    "dead",
    registry,
  );
  new LateScheduleGauge(registry);
  return { registry, requests, durations, series: new Map(), leads };
}

/**
 * A count of the outbox's emails in one status, read from the database at each scrape. When the database does not
 * answer (in time), the gauge is left out of that scrape rather than shown with a value that is no longer true, and
 * the rest of the scrape is answered as usual.
 */
class OutboxGauge extends Gauge {
  constructor(
    name: string,
    help: string,
    private readonly status: "pending" | "dead",
    registry: Registry,
  ) {
    super({ name, help, registers: [registry] });
  }

  override async get() {
    const counts = await outboxCounts();
    if (counts === null) return { ...(await super.get()), values: [] };
    this.set(counts[this.status]);
    return super.get();
  }
}

let outboxRead: Promise<OutboxCounts | null> | null = null;

type OutboxCounts = { pending: number; dead: number };

/** The outbox's counts for the scrape under way: both gauges ask in the same tick, and share one query. */
function outboxCounts(): Promise<OutboxCounts | null> {
  outboxRead ??= readOutboxCounts().finally(() => {
    outboxRead = null;
  });
  return outboxRead;
}

/** The outbox's pending and dead emails, in one query on the status index; null when the database failed or took too long. */
async function readOutboxCounts(): Promise<OutboxCounts | null> {
  try {
    const query = db()
      .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ["pending", "dead"]))
      .groupBy(emailOutbox.status);
    const rows = await withinScrapeTime(query);
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { pending: count("pending"), dead: count("dead") };
  } catch (error) {
    logger.warn(
      { err: error },
      "metrics: the outbox's counts could not be read; outbox_pending and outbox_dead left out of this scrape",
    );
    return null;
  }
}

/** `read`, or a rejection once it has taken SCRAPE_READ_TIMEOUT_MS. */
function withinScrapeTime<T>(read: PromiseLike<T>): Promise<T> {
  return Promise.race([
    read,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), SCRAPE_READ_TIMEOUT_MS).unref()),
  ]);
}

/**
 * The scheduled publishes still not published more than two of the job's checks after their time, by type
 * (late-schedule.server.ts), read from the database at each scrape. Every type is shown, at 0 when none is late; when
 * the database does not answer (in time), the gauge is left out of that scrape, as the outbox's are.
 */
class LateScheduleGauge extends Gauge<"type"> {
  constructor(registry: Registry) {
    super({
      name: "scheduled_publish_late",
      help: "Scheduled publishes still not published more than two checks of the publishing job after their time, by type (all instances)",
      labelNames: ["type"],
      registers: [registry],
    });
  }

  override async get() {
    let late: Record<ScheduledType, number>;
    try {
      late = await withinScrapeTime(countLateSchedules());
    } catch (error) {
      logger.warn(
        { err: error },
        "metrics: the late scheduled publishes could not be counted; scheduled_publish_late left out of this scrape",
      );
      return { ...(await super.get()), values: [] };
    }
    for (const type of SCHEDULED_TYPES) this.set({ type }, late[type]);
    return super.get();
  }
}

/**
 * Counts one answered request and its duration. `route` is a label from route-label.ts (a pattern or a fixed label),
 * `method` one from methodLabel: both bounded, so the series are.
 */
export function recordHttpRequest(method: string, route: string, status: number, seconds: number): void {
  const all = metrics();
  const key = `${method} ${status} ${route}`;
  let series = all.series.get(key);
  if (!series) {
    const labels = { method, route, status: String(status) };
    series = { count: all.requests.labels(labels), duration: all.durations.labels(labels) };
    all.series.set(key, series);
  }
  series.count.inc();
  series.duration.observe(seconds);
}

/** Counts a lead stored: called once its statement or transaction has committed, never for a resent form. */
export function recordLeadCreated(type: LeadType): void {
  metrics().leads.inc({ type });
}

/** The scrape: every metric in Prometheus's text format, and the content type to send it with. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/**
 * Whether an Authorization header carries METRICS_TOKEN as a bearer token. Always false when METRICS_TOKEN is not
 * set. Compared as SHA-256 digests, of equal length whatever was sent, in constant time.
 */
export function isMetricsScraper(authorization: string | undefined): boolean {
  const token = env().metricsToken;
  const sent = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1];
  if (!token || !sent) return false;
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(sent), digest(token));
}
