/**
 * GET /metrics end to end (ADR 037): on a production server of the spec's own started with METRICS_TOKEN, the
 * scrape answers only the bearer of the token, in Prometheus's text format, and counts what was asked of the server:
 * a post's page by its route pattern, once rendered and once from the page cache, an unknown address under one
 * label and never its own, a contact lead, the outbox and the process; and no render leaves a timer behind (ADR 052).
 * The shared server, without a token, has no /metrics at all.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { temporaryDir } from "../support/environment";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { freePort, startServer, stopServers, waitHealthy } from "../support/server-process";

const TOKEN = crypto.randomBytes(24).toString("hex");

test.describe("a server with METRICS_TOKEN", () => {
  // One server for both tests, in this order: the second counts what the first asked of it.
  test.describe.configure({ mode: "serial" });
  let base: string;
  let dataDir: string;
  let database: EmptyPostgresDatabase | undefined;

  test.beforeAll(async () => {
    dataDir = temporaryDir("kestrel-metrics");
    database = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : undefined;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      PUBLIC_URL: base,
      METRICS_TOKEN: TOKEN,
    });
    await waitHealthy(port, server);
  });

  test.afterAll(async () => {
    stopServers();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = (authorization?: string) =>
    fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });

  test("answers 404 to anyone without the token, and the scrape to its bearer", async () => {
    for (const authorization of [undefined, "Bearer not-the-token-at-all", `Basic ${TOKEN}`, TOKEN]) {
      const refused = await scrape(authorization);
      expect(refused.status, authorization).toBe(404);
      expect(await refused.text()).not.toContain("http_requests_total");
    }
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8$/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-cache")).toBeNull();
  });

  test("counts requests by route pattern (a page rendered, then from the cache), a lead, the outbox and the process", async () => {
    const { posts } = (await (await fetch(`${base}/api/insights/latest`)).json()) as { posts: { slug: string }[] };
    const postPath = `/insights/${posts[0].slug}`;
    const caches: (string | null)[] = [];
    for (let n = 0; n < 2; n++) {
      const page = await fetch(`${base}${postPath}`);
      await page.arrayBuffer();
      caches.push(page.headers.get("x-cache"));
    }
    expect(caches).toEqual(["miss", "hit"]);

    const unknown = `/no-such-page-${crypto.randomBytes(4).toString("hex")}`;
    expect((await fetch(`${base}${unknown}`)).status).toBe(404);

    // A contact request as the form posts it without JavaScript, then the same form again.
    const form = new URLSearchParams({
      intent: "submit",
      step: "3",
      idempotencyKey: crypto.randomUUID(),
      website: "",
      name: "Metrics Visitor",
      email: "metrics@example.co.za",
      business: "Counted Co",
      turnover: "r3m-r10m",
      consent: "on",
    });
    for (let n = 0; n < 2; n++) {
      const posted = await fetch(`${base}/contact`, {
        method: "POST",
        headers: { Origin: base },
        body: form,
        redirect: "manual",
      });
      expect(posted.status).toBeLessThan(400);
    }

    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    const value = (sample: string) => {
      const line = text.split("\n").find((candidate) => candidate.startsWith(`${sample} `));
      return line === undefined ? undefined : Number(line.slice(sample.length + 1));
    };
    expect(value('http_requests_total{method="GET",route="/insights/:slug",status="200"}')).toBe(2);
    expect(value('http_request_duration_seconds_count{method="GET",route="/insights/:slug",status="200"}')).toBe(2);
    expect(value('http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(value('http_requests_total{method="GET",route="/metrics",status="404"}')).toBeGreaterThanOrEqual(4);
    expect(text).not.toContain(unknown);
    expect(text).not.toContain(posts[0].slug);
    expect(value("page_cache_hits_total")).toBeGreaterThanOrEqual(1);
    expect(value("page_cache_misses_total")).toBeGreaterThanOrEqual(1);
    expect(value('leads_created_total{type="contact"}')).toBe(1);
    expect(value('leads_created_total{type="marketplace"}')).toBe(0);
    expect(value("outbox_pending")).toBeGreaterThanOrEqual(0);
    expect(value("outbox_dead")).toBe(0);
    expect(value("process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(value("nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });

  test("a rendered page leaves no timer behind to hold it in memory", async () => {
    const timers = async () => {
      const text = await (await scrape(`Bearer ${TOKEN}`)).text();
      const line = text
        .split("\n")
        .find((candidate) => candidate.startsWith('nodejs_active_resources{type="Timeout"} '));
      return Number(line?.split(" ")[1] ?? 0);
    };
    const before = await timers();
    // Twenty renders (a new address each, so none is a page-cache hit), in well under the render's 6 s abort timeout:
    // a timer left by each would still be pending here, holding its render's tree, request and response.
    for (let n = 0; n < 20; n++) {
      const page = await fetch(`${base}/about?render=${n}`);
      expect(page.headers.get("x-cache")).toBe("miss");
      await page.arrayBuffer();
    }
    expect(await timers()).toBeLessThan(before + 5);
  });
});

test("the shared server, without METRICS_TOKEN, has no /metrics", async ({ request }) => {
  expect((await request.get("/metrics")).status()).toBe(404);
  expect(
    (await request.get("/metrics", { headers: { Authorization: "Bearer 0123456789abcdef0123456789" } })).status(),
  ).toBe(404);
});
