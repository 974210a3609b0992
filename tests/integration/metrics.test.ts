/**
 * The metrics (ADR 037) on a real, migrated database (PGlite, or PostgreSQL when DATABASE_URL is set), read as
 * Prometheus reads them: the outbox's gauges count the rows there are, a database that fails leaves them out of the
 * scrape without failing it, leads_created_total counts a lead the forms stored (once however often it is sent, and
 * never one refused or lost), scheduled_publish_late counts the scheduled posts the job has missed (the rule is
 * late-schedule.test.ts's), and the page cache's counters are its own. The route labels are route-label.test.ts's.
 */
import crypto from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { db, openDatabase, setCurrentDatabase, type DatabaseHandle } from "~/db/client.server";
import { blogCategories, blogPosts, emailOutbox } from "~/db/schema";
import { defineLeadKind, leadKinds } from "~/lib/leads/lead-kinds";
import { publishDuePosts } from "~/lib/insights/scheduled-publishing.server";
import { processPageCache } from "~/lib/page-cache/process-page-cache.server";
import { isMetricsScraper, metricsExposition } from "~/lib/runtime/metrics.server";
import { action as contactAction } from "~/routes/leads/contact";
import { action as servicesAction } from "~/routes/marketing/content-page";
import { action as insightsAction } from "~/routes/insights/list";
import { setUpTestDatabase } from "../support/database";
import { setUpTestEnvironment } from "../support/environment";
import { contactFormFields } from "../support/contact-form";
import { routerContextFor } from "~/lib/runtime/request-context";

const BASE = "http://localhost:3996";
const TOKEN = "a-metrics-token-for-tests-0123456789";
setUpTestEnvironment("metrics-test", { PUBLIC_URL: BASE, LEADS_NOTIFY_TO: "leads@kestrel.test", METRICS_TOKEN: TOKEN });
const database = setUpTestDatabase();

// A kind added to the registry (before the first scrape makes the metrics): counted with no change to them.
defineLeadKind({
  name: "metrics-test-kind",
  label: "Metrics test",
  answers: z.object({}),
  replyDueAfter: null,
  retention: "enquiries",
  fields: () => [],
  contextParts: () => [],
  ownMessage: () => null,
});

/** A database that fails every query: a closed pool (opening and closing one costs no server a connection). */
let unavailable: DatabaseHandle;
beforeAll(async () => {
  unavailable = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/unavailable" });
  await unavailable.close();
});

afterEach(async () => {
  setCurrentDatabase(database());
  await db().delete(emailOutbox);
});

/** A scrape's samples, each as `name{labels}` (or `name`) and its value. */
async function scrape(): Promise<Map<string, number>> {
  const { contentType, body } = await metricsExposition();
  expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of body.split("\n")) {
    const sample = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (sample) samples.set(sample[1], Number(sample[2]));
  }
  return samples;
}

/** A form posted from the site, as the browser sends it, to a route's action: the answer's status. */
async function post(
  action: (args: never) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
): Promise<number> {
  const request = new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: new URLSearchParams(fields).toString(),
  });
  const clientIp = `198.51.100.${crypto.randomInt(1, 255)}-${crypto.randomBytes(3).toString("hex")}`;
  const result = (await action({
    request,
    params: {},
    context: routerContextFor({ clientIp, requestId: "test", nonce: "" }),
  } as never)) as {
    init?: ResponseInit | null;
  };
  return result.init?.status ?? 200;
}

const contact = contactFormFields;

const leads = async (type: string) => (await scrape()).get(`leads_created_total{type="${type}"}`);

describe("the outbox's gauges", () => {
  it("count the pending and dead emails in the database when scraped, and nothing sent", async () => {
    const email = (status: "pending" | "sent" | "dead") => ({
      to: "someone@example.co.za",
      subject: "Hello",
      text: "Hello.",
      status,
    });
    await db()
      .insert(emailOutbox)
      .values([email("pending"), email("pending"), email("pending"), email("dead"), email("sent"), email("sent")]);
    let samples = await scrape();
    expect(samples.get("outbox_pending")).toBe(3);
    expect(samples.get("outbox_dead")).toBe(1);

    await db().delete(emailOutbox);
    samples = await scrape();
    expect(samples.get("outbox_pending")).toBe(0);
    expect(samples.get("outbox_dead")).toBe(0);
  });

  it("are left out of a scrape the database fails, and the rest is answered", async () => {
    await db()
      .insert(emailOutbox)
      .values({ to: "someone@example.co.za", subject: "Hello", text: "Hello.", status: "dead" });
    expect((await scrape()).get("outbox_dead")).toBe(1);
    setCurrentDatabase(unavailable);

    const samples = await scrape();
    expect(samples.has("outbox_pending")).toBe(false);
    expect(samples.has("outbox_dead")).toBe(false);
    expect(samples.get("process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(samples.has('leads_created_total{type="contact"}')).toBe(true);

    setCurrentDatabase(database());
    expect((await scrape()).get("outbox_dead")).toBe(1);
  });
});

describe("leads_created_total", () => {
  it("counts every kind from 0, a kind added to the registry too", async () => {
    const samples = await scrape();
    const kinds = leadKinds().map((kind) => kind.name);
    expect(kinds).toEqual(
      expect.arrayContaining(["contact", "marketplace", "newsletter", "ready-to-talk", "metrics-test-kind"]),
    );
    for (const type of kinds)
      expect(samples.get(`leads_created_total{type="${type}"}`), type).toBeGreaterThanOrEqual(0);
    expect(samples.get(`leads_created_total{type="metrics-test-kind"}`)).toBe(0);
  });

  it("counts a contact request once it is stored, once however often the form is sent", async () => {
    const before = (await leads("contact"))!;
    const fields = contact();
    expect(await post(contactAction, "/contact", fields)).toBe(200);
    expect(await leads("contact")).toBe(before + 1);
    // The same form again (a double click, a retry): the first one's lead, not a second.
    expect(await post(contactAction, "/contact", fields)).toBe(200);
    expect(await leads("contact")).toBe(before + 1);
    expect(await post(contactAction, "/contact", contact({ email: "another@example.co.za" }))).toBe(200);
    expect(await leads("contact")).toBe(before + 2);
  });

  it("counts no request it refused, nor one a bot sent, nor one the database lost", async () => {
    const before = (await leads("contact"))!;
    expect(await post(contactAction, "/contact", contact({ consent: "" }))).toBe(400);
    expect(await post(contactAction, "/contact", contact({ website: "https://spam.example" }))).toBe(200);
    expect(await leads("contact")).toBe(before);

    setCurrentDatabase(unavailable);
    expect(await post(contactAction, "/contact", contact())).toBe(503);
    setCurrentDatabase(database());
    expect(await leads("contact")).toBe(before);
  });

  it("counts each form under its own type", async () => {
    const [ready, newsletter, contactBefore] = [
      await leads("ready-to-talk"),
      await leads("newsletter"),
      await leads("contact"),
    ];
    const key = () => crypto.randomUUID();
    const readyToTalk = {
      idempotencyKey: key(),
      website: "",
      industry: "manufacturing",
      email: "lerato@example.co.za",
      goal: "operations",
      consent: "on",
    };
    expect(await post(servicesAction, "/services", readyToTalk)).toBe(200);
    expect(
      await post(insightsAction, "/insights", {
        idempotencyKey: key(),
        website: "",
        email: "reader@example.co.za",
        consent: "on",
      }),
    ).toBe(200);
    expect(await leads("ready-to-talk")).toBe(ready! + 1);
    expect(await leads("newsletter")).toBe(newsletter! + 1);
    expect(await leads("contact")).toBe(contactBefore);
  });
});

describe("scheduled_publish_late", () => {
  let categoryId = "";
  beforeAll(async () => {
    [{ id: categoryId }] = await db()
      .insert(blogCategories)
      .values({ name: "Growth", slug: "growth", icon: "TrendingUp" })
      .returning();
  });

  /** A post scheduled `offsetMs` from now (negative: in the past), live or not. */
  async function scheduledPost(offsetMs: number, published = false) {
    const id = crypto.randomBytes(4).toString("hex");
    await db()
      .insert(blogPosts)
      .values({
        title: `Scheduled ${id}`,
        slug: `scheduled-${id}`,
        summary: "A summary.",
        content: "Body.",
        categoryId,
        authorName: "Kestrel",
        isPublished: published,
        publishAt: new Date(Date.now() + offsetMs),
      });
  }

  afterEach(async () => {
    await db().delete(blogPosts);
  });

  it("is a gauge labelled by type, at 0 while nothing scheduled is late", async () => {
    const { body } = await metricsExposition();
    expect(body).toContain("# TYPE scheduled_publish_late gauge");
    expect((await scrape()).get('scheduled_publish_late{type="post"}')).toBe(0);
  });

  it("counts the scheduled posts still not published more than two checks after their time, until the job publishes them", async () => {
    await scheduledPost(60 * 60_000); // in an hour
    await scheduledPost(-10_000); // due, within the job's next check
    await scheduledPost(-10 * 60_000); // ten minutes overdue
    await scheduledPost(-10 * 60_000, true); // live already
    expect((await scrape()).get('scheduled_publish_late{type="post"}')).toBe(1);
    await scheduledPost(-3 * 60 * 60_000);
    expect((await scrape()).get('scheduled_publish_late{type="post"}')).toBe(2);

    await publishDuePosts();
    expect((await scrape()).get('scheduled_publish_late{type="post"}')).toBe(0);
  });

  it("is left out of a scrape the database fails, and the rest is answered", async () => {
    await scheduledPost(-10 * 60_000);
    expect((await scrape()).get('scheduled_publish_late{type="post"}')).toBe(1);
    setCurrentDatabase(unavailable);
    const samples = await scrape();
    expect(samples.has('scheduled_publish_late{type="post"}')).toBe(false);
    expect(samples.get("process_resident_memory_bytes")).toBeGreaterThan(0);
    setCurrentDatabase(database());
    expect((await scrape()).get('scheduled_publish_late{type="post"}')).toBe(1);
  });
});

describe("the page cache's counters", () => {
  it("are the page cache's own hits and misses", async () => {
    const cache = processPageCache();
    const stats = cache.stats();
    const path = `/metrics-test-${crypto.randomBytes(4).toString("hex")}`;
    expect(cache.lookup(path)).toBeUndefined();
    const body = Buffer.from("<p>page</p>");
    cache.store(
      path,
      {
        status: 200,
        headers: [],
        bodies: { identity: body, br: body, gzip: body },
        etag: "test",
        tags: new Set(),
        onHit: [],
        storedAt: Date.now(),
        route: "/",
      },
      cache.begin(),
      false,
    );
    expect(cache.lookup(path)).toBeDefined();
    expect(cache.lookup(path)).toBeDefined();

    const samples = await scrape();
    expect(samples.get("page_cache_hits_total")).toBe(stats.hits + 2);
    expect(samples.get("page_cache_misses_total")).toBe(stats.misses + 1);
  });
});

describe("who may scrape", () => {
  it("is whoever sends METRICS_TOKEN as a bearer token, and no one else", () => {
    expect(isMetricsScraper(`Bearer ${TOKEN}`)).toBe(true);
    expect(isMetricsScraper(`bearer ${TOKEN}`)).toBe(true);
    expect(isMetricsScraper(undefined)).toBe(false);
    expect(isMetricsScraper(TOKEN)).toBe(false);
    expect(isMetricsScraper(`Basic ${TOKEN}`)).toBe(false);
    expect(isMetricsScraper(`Bearer ${TOKEN}x`)).toBe(false);
    expect(isMetricsScraper(`Bearer ${TOKEN.slice(0, -1)}`)).toBe(false);
    expect(isMetricsScraper("Bearer ")).toBe(false);
  });
});
