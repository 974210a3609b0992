/**
 * The leads dashboard's figures on a real database (PGlite, or PostgreSQL with DATABASE_URL): leads inserted
 * directly with chosen times, due times, replies, statuses, pages and industries, and every figure checked
 * against a count by hand. "Now" is Wednesday 12 March 2025, 10:00 in Johannesburg (08:00 UTC), so the
 * 12 weeks run from Monday 23 December 2024 to Sunday 16 March 2025.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { leads, newsletterSubscribers, type LeadStatus } from "~/db/schema";
import { dashboardWeeks, leadDashboard } from "~/lib/leads/lead-dashboard.server";
import * as overview from "~/routes/admin/overview";
import { setUpTestDatabase } from "../support/database";
import { getRequest, outcome, startAdminSession, type AdminSession } from "../support/admin-session";

const NOW = new Date("2025-03-12T08:00:00Z");
const HOUR = 3_600_000;
const WEEKS = [
  "2024-12-23",
  "2024-12-30",
  "2025-01-06",
  "2025-01-13",
  "2025-01-20",
  "2025-01-27",
  "2025-02-03",
  "2025-02-10",
  "2025-02-17",
  "2025-02-24",
  "2025-03-03",
  "2025-03-10",
];

type Lead = {
  createdAt: string;
  /** hours after createdAt the reply is due (null: no promise) */
  dueIn?: number | null;
  /** hours after createdAt the clock stopped (null: not yet) */
  respondedIn?: number | null;
  status?: LeadStatus;
  sourcePath?: string | null;
};

function common(lead: Lead) {
  const createdAt = new Date(lead.createdAt);
  const after = (hours: number | null | undefined) =>
    hours === null || hours === undefined ? null : new Date(createdAt.getTime() + hours * HOUR);
  return {
    createdAt,
    replyDueAt: after(lead.dueIn),
    respondedAt: after(lead.respondedIn),
    status: lead.status ?? "new",
    sourcePath: lead.sourcePath === undefined ? null : lead.sourcePath,
    idempotencyKey: crypto.randomUUID(),
  };
}

const email = (name: string) => `${name}-${crypto.randomBytes(3).toString("hex")}@example.co.za`;

async function contact(lead: Lead) {
  await db()
    .insert(leads)
    .values({
      kind: "contact",
      name: "Thandi",
      email: email("contact"),
      business: "Mokoena Logistics",
      answers: { turnover: "r3m-r10m", pain: [], consent: true },
      ...common({ dueIn: 24, ...lead }),
    });
}

async function marketplace(lead: Lead & { businessSector?: string; industryInterest?: string }) {
  const { businessSector, industryInterest, ...rest } = lead;
  await db()
    .insert(leads)
    .values({
      kind: "marketplace",
      name: "Pieter Botha",
      email: email("market"),
      answers: {
        firstName: "Pieter",
        lastName: "Botha",
        userType: businessSector ? "seller" : "buyer",
        businessSector: businessSector ?? null,
        industryInterest: industryInterest ?? null,
        consent: true,
      },
      ...common({ dueIn: 48, ...rest }),
    });
}

async function readyToTalk(lead: Lead & { industry?: string | null }) {
  const { industry = null, ...rest } = lead;
  await db()
    .insert(leads)
    .values({
      kind: "ready-to-talk",
      email: email("ready"),
      answers: { industry, consent: true },
      ...common({ dueIn: 24, ...rest }),
    });
}

/** A newsletter sign-up: its lead and the subscription it made. */
async function newsletter(lead: Lead) {
  const values = common({ dueIn: null, ...lead });
  const [row] = await db()
    .insert(leads)
    .values({ kind: "newsletter", email: email("reader"), ...values })
    .returning({ id: leads.id, email: leads.email });
  await db().insert(newsletterSubscribers).values({
    email: row.email,
    subscription: "confirmed",
    confirmedAt: values.createdAt,
    leadId: row.id,
    createdAt: values.createdAt,
  });
}

describe("the 12 weeks", () => {
  it("are the Mondays of the week now is in and the 11 before it, in Johannesburg", () => {
    expect(dashboardWeeks(NOW)).toEqual(WEEKS);
    // Sunday 23:30 in Johannesburg is still the week before; Monday 00:30 there (Sunday 22:30 UTC) is the new week.
    expect(dashboardWeeks(new Date("2025-03-16T21:30:00Z")).at(-1)).toBe("2025-03-10");
    expect(dashboardWeeks(new Date("2025-03-16T22:30:00Z")).at(-1)).toBe("2025-03-17");
  });
});

describe("an empty database", () => {
  setUpTestDatabase();

  it("has 12 weeks of zeros, no reply figures and no conversion rows", async () => {
    const dashboard = await leadDashboard(NOW);
    expect(dashboard.total).toBe(0);
    expect(dashboard.from).toBe("2024-12-23");
    expect(dashboard.weekly.map((w) => w.week)).toEqual(WEEKS);
    for (const week of dashboard.weekly) {
      expect(week).toEqual({
        week: week.week,
        counts: { contact: 0, marketplace: 0, newsletter: 0, "ready-to-talk": 0, booking: 0 },
        total: 0,
      });
    }
    expect(dashboard.replies.overall).toEqual({
      answered: 0,
      medianSeconds: null,
      due: 0,
      onTime: 0,
      onTimeShare: null,
    });
    expect(dashboard.replies.byType.map((row) => row.type)).toEqual([
      "contact",
      "marketplace",
      "ready-to-talk",
      "booking",
    ]);
    for (const row of dashboard.replies.byType) expect(row.medianSeconds).toBeNull();
    expect(dashboard.conversion).toEqual({ bySource: [], byIndustry: [] });
    expect(dashboard.calls).toMatchObject({ booked: 0, cancelledShare: null, noShowRate: null });
    expect(dashboard.calls.weekly.map((w) => w.week)).toEqual(WEEKS);
  });
});

describe("the figures", () => {
  setUpTestDatabase();

  it("count, time and convert the leads of the window", async () => {
    // Contact requests (reply due in 24 h).
    await contact({ createdAt: "2025-03-09T22:30:00Z", respondedIn: 1, status: "contacted", sourcePath: "/contact" }); // Mon 00:30 SAST: week of 10 Mar
    await contact({ createdAt: "2025-03-09T21:30:00Z", respondedIn: 30, status: "won", sourcePath: "/contact" }); // Sun 23:30 SAST: week of 3 Mar; late
    await contact({ createdAt: "2025-03-05T08:00:00Z", status: "new", sourcePath: "/pricing" }); // unanswered and overdue
    await contact({ createdAt: "2025-03-12T06:00:00Z", status: "new", sourcePath: "/contact" }); // unanswered, not yet due
    await contact({ createdAt: "2025-03-03T08:00:00Z", respondedIn: 1 / 6, status: "spam", sourcePath: "/contact" }); // marked spam in 10 min: no reply
    await contact({ createdAt: "2025-03-12T09:00:00Z", status: "won", sourcePath: "/contact" }); // after now: left out
    // Marketplace (due in 48 h).
    await marketplace({
      createdAt: "2025-03-11T09:00:00Z",
      respondedIn: 2,
      status: "won",
      sourcePath: "/marketplace",
      businessSector: "agriculture",
    });
    await marketplace({
      createdAt: "2025-02-10T08:00:00Z",
      respondedIn: 48,
      status: "lost",
      sourcePath: "/marketplace",
      industryInterest: "any",
    }); // exactly on time
    // Ready to talk (due in 24 h).
    await readyToTalk({
      createdAt: "2024-12-22T22:00:00Z",
      respondedIn: 36,
      status: "won",
      sourcePath: "/services",
      industry: "agriculture",
    }); // Mon 23 Dec 00:00 SAST
    await readyToTalk({
      createdAt: "2024-12-22T21:59:59Z",
      respondedIn: 1,
      status: "won",
      sourcePath: "/services",
      industry: "agriculture",
    }); // a second earlier: left out
    await readyToTalk({
      createdAt: "2025-03-06T10:00:00Z",
      status: "qualified",
      sourcePath: "/services",
      industry: null,
    });
    // Newsletter sign-ups: no promise, never in the conversion tables.
    await newsletter({ createdAt: "2025-03-04T10:00:00Z", sourcePath: "/insights" });
    await newsletter({ createdAt: "2025-03-04T11:00:00Z", status: "won", sourcePath: "/insights" });

    const dashboard = await leadDashboard(NOW);

    // Leads per week, by type: the Monday 00:30 lead (Sunday in UTC) counts in the new week.
    expect(dashboard.total).toBe(11);
    const byWeek = Object.fromEntries(dashboard.weekly.map((w) => [w.week, w.counts]));
    expect(byWeek["2025-03-10"]).toEqual({ contact: 2, marketplace: 1, newsletter: 0, "ready-to-talk": 0, booking: 0 });
    expect(byWeek["2025-03-03"]).toEqual({ contact: 3, marketplace: 0, newsletter: 2, "ready-to-talk": 1, booking: 0 });
    expect(byWeek["2025-02-10"]).toEqual({ contact: 0, marketplace: 1, newsletter: 0, "ready-to-talk": 0, booking: 0 });
    expect(byWeek["2024-12-23"]).toEqual({ contact: 0, marketplace: 0, newsletter: 0, "ready-to-talk": 1, booking: 0 });
    expect(dashboard.weekly.map((w) => w.total)).toEqual([1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 6, 3]);

    // Time to first reply: the median of the answered leads with a promise.
    const { overall, byType } = dashboard.replies;
    const type = (name: string) => byType.find((row) => row.type === name)!;
    // 1 h, 2 h, 30 h, 36 h, 48 h (the spam marked in 10 min is no reply): the middle one is 30 h.
    expect(overall.answered).toBe(5);
    expect(overall.medianSeconds).toBe(30 * 3600);
    expect(type("contact")).toMatchObject({ promise: { businessDays: 1 }, answered: 2, medianSeconds: 15.5 * 3600 });
    expect(type("marketplace")).toMatchObject({ promise: { businessDays: 2 }, answered: 2, medianSeconds: 25 * 3600 });
    expect(type("ready-to-talk")).toMatchObject({
      promise: { businessDays: 1 },
      answered: 1,
      medianSeconds: 36 * 3600,
    });

    // Replied on time: of the answered or overdue leads with a promise, those answered by their due time.
    expect(overall).toMatchObject({ due: 7, onTime: 3, onTimeShare: 3 / 7 });
    expect(type("contact")).toMatchObject({ due: 3, onTime: 1, onTimeShare: 1 / 3 });
    expect(type("marketplace")).toMatchObject({ due: 2, onTime: 2, onTimeShare: 1 });
    expect(type("ready-to-talk")).toMatchObject({ due: 2, onTime: 0, onTimeShare: 0 });

    // Conversion, newsletter and spam left out: most leads first, then most won, then by name.
    expect(dashboard.conversion.bySource).toEqual([
      { key: "/contact", leads: 3, won: 1, rate: 1 / 3 },
      { key: "/marketplace", leads: 2, won: 1, rate: 0.5 },
      { key: "/services", leads: 2, won: 1, rate: 0.5 },
      { key: "/pricing", leads: 1, won: 0, rate: 0 },
    ]);
    // Contact requests have no industry: with the Ready to talk request that gave none, "not given".
    expect(dashboard.conversion.byIndustry).toEqual([
      { key: null, leads: 5, won: 1, rate: 0.2 },
      { key: "agriculture", leads: 2, won: 2, rate: 1 },
      { key: "any", leads: 1, won: 0, rate: 0 },
    ]);
  });
});

describe("the conversion tables", () => {
  setUpTestDatabase();

  it("show the ten pages with the most leads", async () => {
    for (let page = 1; page <= 12; page += 1) {
      for (let i = 0; i < page; i += 1)
        await contact({
          createdAt: "2025-03-10T08:00:00Z",
          sourcePath: `/page-${page}`,
          status: i === 0 ? "won" : "new",
        });
    }
    const { conversion } = await leadDashboard(NOW);
    expect(conversion.bySource.map((row) => row.key)).toEqual(Array.from({ length: 10 }, (_, i) => `/page-${12 - i}`));
    expect(conversion.bySource[0]).toEqual({ key: "/page-12", leads: 12, won: 1, rate: 1 / 12 });
    expect(conversion.byIndustry).toEqual([{ key: null, leads: 78, won: 12, rate: 12 / 78 }]);
  });
});

describe("the page at /admin/overview", () => {
  let session: AdminSession;
  beforeAll(async () => {
    session = await startAdminSession("lead-dashboard");
  });
  afterAll(async () => {
    await session?.stop();
  });

  const render = (loaderData: unknown) =>
    renderToStaticMarkup(
      createElement(overview.default as unknown as FunctionComponent<{ loaderData: unknown }>, { loaderData }),
    );

  it("shows the empty state when no lead came in", async () => {
    const got = await outcome(overview.loader, { request: getRequest(session, "/admin/overview", "sales") });
    expect(got.status).toBe(200);
    const html = render(got.body);
    expect(html).toContain("Leads overview</h1>");
    expect(html).toContain("No leads in the last 12 weeks");
    expect(html).not.toContain("<table");
  });

  it("is for the leads team only", async () => {
    expect(
      (await outcome(overview.loader, { request: getRequest(session, "/admin/overview", "anonymous") })).status,
    ).toBe(302);
    expect((await outcome(overview.loader, { request: getRequest(session, "/admin/overview", "editor") })).status).toBe(
      403,
    );
  });

  it("draws the charts with their tables", async () => {
    const now = Date.now();
    await contact({
      createdAt: new Date(now - 2 * HOUR).toISOString(),
      respondedIn: 1,
      status: "won",
      sourcePath: "/contact",
    });
    await readyToTalk({
      createdAt: new Date(now - 3 * HOUR).toISOString(),
      sourcePath: "/services",
      industry: "medical",
    });
    const got = await outcome(overview.loader, { request: getRequest(session, "/admin/overview", "admin") });
    expect(got.status).toBe(200);
    const html = render(got.body);
    expect(html).toMatch(
      /<svg viewBox="[^"]+" role="img" aria-label="Bar chart of leads per week for the last 12 weeks, stacked by type: 2 leads in all\./,
    );
    expect(html).toMatch(/<caption[^>]*>Leads per week, by type<\/caption>/);
    expect(html).toMatch(/<caption[^>]*>Time to first reply and replies on time, by type<\/caption>/);
    expect(html).toMatch(
      /<th scope="row"[^>]*>Contact request<\/th><td[^>]*>1 business day<\/td><td[^>]*>1 h<\/td><td[^>]*>1<\/td>/,
    );
    expect(html).toMatch(/<th scope="row"[^>]*>\/contact<\/th><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>100%<\/td>/);
    expect(html).toMatch(
      /<th scope="row"[^>]*>Medical &amp; healthcare practices<\/th><td[^>]*>1<\/td><td[^>]*>0<\/td><td[^>]*>0%<\/td>/,
    );
    expect(html).toMatch(/<th scope="row"[^>]*>Not given<\/th><td[^>]*>1<\/td><td[^>]*>1<\/td>/);
  });

  it("answers 503 with a message when the database fails", async () => {
    await db().execute(sql`alter table leads rename to leads_away`);
    try {
      const got = await outcome(overview.loader, { request: getRequest(session, "/admin/overview", "admin") });
      expect(got.status).toBe(503);
      expect(got.body).toEqual({
        dashboard: null,
        loadError: "The overview could not be loaded. Please try again in a moment.",
      });
      expect(render(got.body)).toContain("The overview could not be loaded.");
    } finally {
      await db().execute(sql`alter table leads_away rename to leads`);
    }
  });
});
