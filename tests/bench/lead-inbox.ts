/**
 * The leads inbox at scale: seeds 100,000 leads (45% contact, 15% marketplace,
 * 30% newsletter, 10% Ready to talk, received over two years; three staff
 * owners) into the leads table of a scratch database (PGlite, or a fresh
 * database on the DATABASE_URL server) with set-based SQL, each kind's answers
 * as its schema reads them and each newsletter sign-up with its subscription,
 * then reports p50/p95/max latency of the inbox's list, views, filters and
 * search, the navigation counts and the pipeline board (target: p95 under
 * 100 ms each), and the dashboard (informational). For a case that misses,
 * prints EXPLAIN (ANALYZE, BUFFERS) of its queries. Exit code 1 when the data
 * is not there or a target is missed.
 *
 *   BENCH_LEADS=100000 BENCH_RUNS=50 BENCH_EXPLAIN=all|miss|none
 *   BENCH_VACUUM=1 (vacuum analyze after seeding: the state autovacuum keeps on PostgreSQL, and the site's own
 *   vacuum every 15 minutes on PGlite (app/db/embedded-vacuum.server.ts); counts can then read an index alone.
 *   Without it, the tables are as a bulk load just left them.)
 *   BENCH_KEEP_DB=1 (keep the scratch database or PGlite folder for EXPLAIN by hand; its name is printed)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, inArray, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { openDatabase, setCurrentDatabase, type DatabaseHandle } from "~/db/client.server";
import { leads, newsletterSubscribers } from "~/db/schema";
import {
  BOARD_COLUMN_SIZE,
  BOARD_STATUSES,
  EMPTY_LEAD_FILTER,
  OPEN_LEAD_STATUSES,
  type LeadFilter,
} from "~/lib/leads/lead-filter";
import { leadsQuery, listLeads, NEWEST_FIRST, type InboxViewer, type LeadScope } from "~/lib/leads/lead-inbox.server";
import { checkAnswers, followedUpKinds } from "~/lib/leads/lead-kinds";
import { leadBoard, leadViewCounts } from "~/lib/leads/lead-queues.server";
import { TURNOVER_OPTIONS, PAIN_OPTIONS } from "~/lib/leads/contact-schema";
import {
  BUSINESS_SECTOR_OPTIONS,
  INDUSTRY_INTEREST_OPTIONS,
  REGION_OPTIONS,
  REVENUE_OPTIONS,
  TIMEFRAME_OPTIONS,
} from "~/lib/leads/marketplace-schema";
import { READY_TO_TALK_GOAL_OPTIONS, READY_TO_TALK_INDUSTRY_OPTIONS } from "~/lib/leads/ready-to-talk-schema";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { timeCases } from "./latency";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 3;
const TARGET_MS = 100;
const EXPLAIN = process.env.BENCH_EXPLAIN ?? "miss";
const PAGE_SIZE = 25;

const SHARE = { contact: 0.45, marketplace: 0.15, newsletter: 0.3, "ready-to-talk": 0.1 };
const N = {
  contact: Math.round(LEADS * SHARE.contact),
  marketplace: Math.round(LEADS * SHARE.marketplace),
  newsletter: Math.round(LEADS * SHARE.newsletter),
  "ready-to-talk": 0,
};
N["ready-to-talk"] = LEADS - N.contact - N.marketplace - N.newsletter;

const OWNERS = [
  { id: "bench-owner-1", name: "Thandi Nkosi", email: "thandi@kestrel.example", role: "sales" },
  { id: "bench-owner-2", name: "Pieter van Wyk", email: "pieter@kestrel.example", role: "sales" },
  { id: "bench-owner-3", name: "Ayesha Patel", email: "ayesha@kestrel.example", role: "admin" },
];

const FIRST = (
  "Sipho Lerato Johan Naledi Pieter Zanele Ahmed Fatima Thabo Anele Grant Megan Kagiso Palesa Riaan Busisiwe Wian Nomsa " +
  "Tshepo Priya Ruan Lindiwe Sibusiso Chantelle Mandla Karabo Hendrik Refilwe Andile Marelize Dumisani Ntombi Jacques " +
  "Keabetswe Rajesh Ilse Bongani Mpho Tumelo Yusuf"
).split(" ");
const LAST = (
  "Mokoena Naidoo Botha Dlamini Pretorius Khumalo Smith Ndlovu Pillay Venter Mahlangu Nel Zulu Govender Coetzee Mthembu " +
  "Jacobs Sithole Steyn Radebe Fourie Moodley Kruger Nkosi Mabena Swart Molefe Meyer Maseko Ferreira Cele Louw Tshabalala " +
  "Van Niekerk Ngcobo Du Plessis Baloyi Erasmus Mahlaba Kotze Shabalala Marais Hlongwane Adams Chetty Ntuli Olivier " +
  "Phiri Reddy Williams"
).split(" ");
const PAGES = {
  contact: ["/contact", "/services", "/", "/about", "/insights/pricing-for-margin", "/services/strategy"],
  marketplace: ["/marketplace", "/marketplace/sell", "/marketplace/buy"],
  newsletter: ["/insights", "/", "/insights/pricing-for-margin", "/insights/cashflow-in-a-downturn"],
  "ready-to-talk": ["/services", "/services/automation", "/services/strategy"],
};

/** An SQL array literal of known, quote-safe values; `array[...]` (a parameter array is not portable to PGlite). */
function arr(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]::text[]`);
}
const values = (options: readonly { value: string }[]) => options.map((o) => o.value);
/** One of `list`, chosen by the non-negative integer expression `by`. */
const pick = (list: readonly string[], by: string) =>
  sql`(${arr(list)})[(1 + (${sql.raw(by)}) % ${sql.raw(String(list.length))})::int]`;

/**
 * The leads of one kind, as a CTE `l`: per row g, hashes (uncorrelated, deterministic) that decide the status,
 * the owner, whether the reply clock still runs, when it came in, and the person's name.
 *  - status: 5% new, 10% contacted, 8% qualified, 30% won, 45% lost, 2% spam;
 *  - new: 20% with the clock running (received in the last 3 days: some overdue, some due today), the rest
 *    answered already (received in the last 60 days); other statuses: received over the last 2 years;
 *  - an owner for 70% of the leads that promise a reply (not newsletter sign-ups).
 */
function leadRows(n: number, type: keyof typeof N, dueAfter: string | null): SQL {
  const owners = arr(OWNERS.map((o) => o.id));
  return sql`
    with s as (
      select g,
        abs(hashtext('s' || g)::bigint) % 100 as st,
        abs(hashtext('o' || g)::bigint) % 10 as ow,
        abs(hashtext('u' || g)::bigint) % 3 as who,
        abs(hashtext('r' || g)::bigint) % 10 as rs,
        abs(hashtext('t' || g)::bigint) as t,
        abs(hashtext('n' || g || ${type}::text)::bigint) as n
      from generate_series(1, ${sql.raw(String(n))}) g
    ), c as (
      select s.*,
        case when st < 5 then 'new' when st < 15 then 'contacted' when st < 23 then 'qualified'
             when st < 53 then 'won' when st < 98 then 'lost' else 'spam' end as status,
        case when st < 5 and rs < 2 then now() - (t % 259200) * interval '1 second'
             when st < 5 then now() - (t % 5184000) * interval '1 second'
             else now() - (t % 63072000) * interval '1 second' end as created_at,
        ${pick(FIRST, "n")} as first_name,
        ${pick(LAST, "n / 40")} as last_name
      from s
    ), l as (
      select c.*,
        ${dueAfter ? sql`c.created_at + interval ${sql.raw(`'${dueAfter}'`)}` : sql`null::timestamptz`} as reply_due_at,
        case when c.status = 'new' and c.rs < 2 then null
             else least(now(), c.created_at + (1 + c.t % 30) * interval '1 hour') end as responded_at,
        ${dueAfter ? sql`case when c.ow < 7 then (${owners})[(1 + c.who)::int] end` : sql`null::text`} as owner_id,
        ${pick(PAGES[type], "t / 7")} as source_path,
        case when c.t % 4 = 0 then '{"utm_source":"google","utm_medium":"cpc"}'::jsonb
             when c.t % 4 = 1 then '{"focus":"growth"}'::jsonb else '{}'::jsonb end as query,
        lower(replace(c.first_name || '.' || c.last_name, ' ', '')) || '.' || c.g || ${`@${type === "newsletter" ? "mail" : "biz"}.example.co.za`}::text as email
      from c
    )`;
}

/** The columns every lead has beyond its name, phone, business and answers, in the order leadValues() gives them. */
const LEAD_COLUMNS = sql.raw(
  "kind, email, status, owner_id, reply_due_at, responded_at, first_reply_at, source_path, query, consent_at, notice_version, idempotency_key, created_at, updated_at",
);
const leadValues = (kind: string) =>
  sql`${kind}::text, l.email, l.status, l.owner_id, l.reply_due_at, l.responded_at, case when l.rs < 8 then l.responded_at end,
      l.source_path, l.query, l.created_at, '2024-06', ${`bench-${kind}-`}::text || l.g, l.created_at, coalesce(l.responded_at, l.created_at)`;

/**
 * Each kind's leads in one statement, their answers as the kind's schema (app/lib/leads/kinds/) reads them and
 * absent when not given, as the forms and the migration store them; a newsletter sign-up is its lead and the
 * subscription it made, which names it.
 */
async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  for (const o of OWNERS) {
    await db.execute(
      sql`insert into "user" (id, name, email, email_verified) values (${o.id}, ${o.name}, ${o.email}, true)`,
    );
    await db.execute(sql`insert into user_roles (user_id, role) values (${o.id}, ${o.role})`);
  }
  await db.execute(sql`${leadRows(N.contact, "contact", "1 day")}
    insert into leads (name, phone, business, answers, ${LEAD_COLUMNS})
    select l.first_name || ' ' || l.last_name, '+27 82 ' || lpad((l.g % 10000000)::text, 7, '0'),
      l.last_name || ' ' || ${pick(["Holdings", "Engineering", "Logistics", "Trading", "Foods", "Construction", "Group"], "l.t / 11")},
      jsonb_build_object(
        'turnover', ${pick(values(TURNOVER_OPTIONS), "l.t / 13")},
        'pain', jsonb_build_array(${pick(values(PAIN_OPTIONS), "l.t / 17")}),
        'goals', 'Grow margins and free up the owner''s time.',
        'consent', true),
      ${leadValues("contact")}
    from l`);
  await db.execute(sql`${leadRows(N.marketplace, "marketplace", "2 days")}
    insert into leads (name, phone, business, answers, ${LEAD_COLUMNS})
    select l.first_name || ' ' || l.last_name, '+27 83 ' || lpad((l.g % 10000000)::text, 7, '0'), null,
      jsonb_strip_nulls(jsonb_build_object(
        'firstName', l.first_name,
        'lastName', l.last_name,
        'userType', case when l.g % 3 = 0 then 'buyer' else 'seller' end,
        'businessSector', case when l.g % 3 <> 0 then ${pick(values(BUSINESS_SECTOR_OPTIONS), "l.t / 19")} end,
        'annualRevenue', case when l.g % 3 <> 0 then ${pick(values(REVENUE_OPTIONS), "l.t / 23")} end,
        'timeframeToSell', case when l.g % 3 <> 0 then ${pick(values(TIMEFRAME_OPTIONS), "l.t / 29")} end,
        'industryInterest', case when l.g % 3 = 0 then ${pick(values(INDUSTRY_INTEREST_OPTIONS), "l.t / 31")} end,
        'region', ${pick(values(REGION_OPTIONS), "l.t / 37")},
        'consent', true)),
      ${leadValues("marketplace")}
    from l`);
  await db.execute(sql`${leadRows(N.newsletter, "newsletter", null)}, lead as (
      insert into leads (name, phone, business, answers, ${LEAD_COLUMNS})
      select null, null, null, '{}'::jsonb, ${leadValues("newsletter")}
      from l
      returning id, idempotency_key
    )
    insert into newsletter_subscribers (email, subscription, confirmed_at, unsubscribed_at, lead_id, created_at, updated_at)
    select l.email, sub.subscription,
      case when sub.subscription <> 'pending' then l.created_at + interval '5 minutes' end,
      case when sub.subscription = 'unsubscribed' then l.created_at + interval '30 days' end,
      lead.id, l.created_at, coalesce(l.responded_at, l.created_at)
    from l
      join lead on lead.idempotency_key = ${"bench-newsletter-"}::text || l.g
      cross join lateral (select case when l.t % 10 < 7 then 'confirmed' when l.t % 10 < 9 then 'pending' else 'unsubscribed' end as subscription) sub`);
  await db.execute(sql`${leadRows(N["ready-to-talk"], "ready-to-talk", "1 day")}
    insert into leads (name, phone, business, answers, ${LEAD_COLUMNS})
    select null, null, null,
      jsonb_build_object(
        'industry', ${pick(values(READY_TO_TALK_INDUSTRY_OPTIONS), "l.t / 41")},
        'goal', ${pick(values(READY_TO_TALK_GOAL_OPTIONS), "l.t / 43")},
        'consent', true),
      ${leadValues("ready-to-talk")}
    from l`);
  await db.execute(process.env.BENCH_VACUUM === "1" ? sql`vacuum analyze` : sql`analyze`);
}

const postgres = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-lead-inbox-"));
const engine = postgres ? "PostgreSQL" : "PGlite";
let handle: DatabaseHandle | undefined;

try {
  handle = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
  await handle.migrate();
  const t0 = performance.now();
  await seed(handle);
  const seedSeconds = (performance.now() - t0) / 1000;
  setCurrentDatabase(handle);
  const db = handle.db;

  const cpus = os.cpus();
  const serverVersion = (
    (await db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] }
  ).rows[0].server_version;
  console.log(`\nLeads inbox bench — ${engine} ${serverVersion}, ${new Date().toISOString()}`);
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, Node ${process.version}`);
  console.log(
    `Seeded ${LEADS.toLocaleString("en")} leads (${Object.entries(N)
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ", ",
      )}) in ${seedSeconds.toFixed(1)} s (${process.env.BENCH_VACUUM === "1" ? "vacuum analyze" : "analyze"} included)`,
  );

  const now = new Date();
  const viewer: InboxViewer = { userId: OWNERS[0].id, now };
  const f = (part: Partial<LeadFilter>): LeadFilter => ({ ...EMPTY_LEAD_FILTER, ...part });

  // ---------------------------------------------------------------- the data is there
  const all = await listLeads(EMPTY_LEAD_FILTER, viewer, 1);
  const counts = await leadViewCounts(viewer);
  const search = await listLeads(f({ q: "Mokoena" }), viewer, 1);
  const page200 = await listLeads(EMPTY_LEAD_FILTER, viewer, 200);
  const kindCounts = new Map(
    (await db.select({ kind: leads.kind, total: count() }).from(leads).groupBy(leads.kind)).map((row) => [
      row.kind,
      Number(row.total),
    ]),
  );
  const [{ subscriptions }] = await db
    .select({ subscriptions: count() })
    .from(newsletterSubscribers)
    .innerJoin(leads, and(eq(leads.id, newsletterSubscribers.leadId), eq(leads.kind, "newsletter")));
  // The answers as stored fit their kind's schema (a sample of each kind: every row would only take longer).
  const badAnswers: string[] = [];
  for (const kind of Object.keys(N)) {
    const rows = await db.select({ answers: leads.answers }).from(leads).where(eq(leads.kind, kind)).limit(2_000);
    for (const row of rows)
      try {
        checkAnswers(kind, row.answers);
      } catch {
        badAnswers.push(`${kind}: ${JSON.stringify(row.answers)}`);
      }
  }
  const facts = {
    "leads in the inbox": all.total,
    "Mine (owner 1)": counts.mine,
    Unassigned: counts.unassigned,
    Overdue: counts.overdue,
    "Due today": counts["due-today"],
    "search 'Mokoena'": search.total,
    "status won": (await listLeads(f({ status: "won" }), viewer, 1)).total,
    "page 200 rows": page200.leads.length,
    ...Object.fromEntries(Object.keys(N).map((kind) => [`kind ${kind}`, kindCounts.get(kind) ?? 0])),
    "subscriptions with their lead": Number(subscriptions),
    "answers not fitting their schema (sample)": badAnswers.length,
  };
  console.table(facts);
  const dataOk =
    all.total === LEADS &&
    counts.mine > 0 &&
    counts.unassigned > 0 &&
    counts.overdue > 0 &&
    search.total > 0 &&
    page200.page === 200 &&
    page200.leads.length === PAGE_SIZE &&
    Object.entries(N).every(([kind, n]) => kindCounts.get(kind) === n) &&
    Number(subscriptions) === N.newsletter &&
    badAnswers.length === 0;
  if (!dataOk) {
    console.error("DATA CHECK FAILED: the seeded leads are not all there, or not as their kinds read them");
    if (badAnswers.length > 0) console.error(`e.g. ${badAnswers[0]}`);
    process.exitCode = 1;
  }
  if (counts["due-today"] === 0)
    console.warn("(no lead is due today at this hour: the due-today case measures an empty queue)");

  // ---------------------------------------------------------------- cases
  // The queries a case runs, for its plan: a count is the list's conditions on the leads alone (no join), as
  // countLeads() and countLeadsByStatus() read them; a page is the list's query in its order.
  const conditionsOf = (filter: LeadFilter, scope?: LeadScope) => leadsQuery(db, filter, viewer, scope)._.config.where;
  const countQuery = (filter: LeadFilter, scope?: LeadScope) =>
    db.select({ total: count() }).from(leads).where(conditionsOf(filter, scope));
  const pageQuery = (filter: LeadFilter, page = 1, size = PAGE_SIZE, scope?: LeadScope) =>
    leadsQuery(db, filter, viewer, scope)
      .orderBy(...NEWEST_FIRST)
      .limit(size)
      .offset((page - 1) * size);
  const board: LeadScope = { kinds: followedUpKinds() };
  /** The board's count of each column (countLeadsByStatus): the board's statuses, grouped. */
  const countByStatus = (conditions: SQL | undefined) =>
    db
      .select({ status: leads.status, total: count() })
      .from(leads)
      .where(and(conditions, inArray(leads.status, [...BOARD_STATUSES])))
      .groupBy(leads.status);
  const list = (filter: LeadFilter, page = 1) => ({
    run: () => listLeads(filter, viewer, page),
    queries: () => ({ count: countQuery(filter), page: pageQuery(filter, page) }),
  });

  type Case = {
    run: () => Promise<unknown>;
    queries: () => Record<string, SQLWrapper>;
    target?: boolean;
  };
  const cases: Record<string, Case> = {
    "inbox, page 1": list(EMPTY_LEAD_FILTER),
    "inbox, page 200": list(EMPTY_LEAD_FILTER, 200),
    "view mine (owner 1)": list(f({ view: "mine" })),
    "view unassigned": list(f({ view: "unassigned" })),
    "view overdue": list(f({ view: "overdue" })),
    "view due-today": list(f({ view: "due-today" })),
    "status won": list(f({ status: "won" })),
    "type marketplace": list(f({ type: "marketplace" })),
    "search q='Mokoena'": list(f({ q: "Mokoena" })),
    "view mine + status qualified": list(f({ view: "mine", status: "qualified" })),
    "nav counts (leadViewCounts)": {
      run: () => leadViewCounts(viewer),
      // One read of the leads any queue can hold, each queue's count a filter of it (countLeadViews).
      queries: () => ({
        "count views": db
          .select(
            Object.fromEntries(
              (["mine", "unassigned", "overdue", "due-today"] as const).map((view) => [
                view,
                sql<number>`count(*) filter (where ${conditionsOf(f({ view }))})`,
              ]),
            ),
          )
          .from(leads)
          .where(
            or(
              inArray(leads.status, [...OPEN_LEAD_STATUSES]),
              and(isNull(leads.respondedAt), isNotNull(leads.replyDueAt)),
            ),
          ),
      }),
    },
    "board, no filter": {
      run: () => leadBoard(EMPTY_LEAD_FILTER, viewer),
      queries: () => ({
        "counts by status": countByStatus(conditionsOf(EMPTY_LEAD_FILTER, board)),
        "column won": pageQuery(f({ status: "won" }), 1, BOARD_COLUMN_SIZE, board),
      }),
    },
    "board, view mine": {
      run: () => leadBoard(f({ view: "mine" }), viewer),
      queries: () => ({
        // Mine with the board's statuses in place of the open ones, as countLeadsByStatus() asks.
        "counts by status": countByStatus(
          and(conditionsOf(EMPTY_LEAD_FILTER, board), eq(leads.ownerId, viewer.userId)),
        ),
        "column mine+lost": pageQuery(f({ view: "mine", status: "lost" }), 1, BOARD_COLUMN_SIZE, board),
      }),
    },
  };
  const dashboard = await import("~/lib/leads/lead-dashboard.server").catch(() => null);
  if (dashboard)
    cases["dashboard (informational)"] = {
      run: () => dashboard.leadDashboard(now),
      queries: () => ({}),
      target: false,
    };

  const { results, missed } = await timeCases(cases, { runs: RUNS, warmup: WARMUP, targetMs: TARGET_MS });
  console.log(
    `\n${engine}, ${LEADS.toLocaleString("en")} leads: ${RUNS} timed calls each after ${WARMUP} warm-up calls; target p95 < ${TARGET_MS} ms`,
  );
  console.table(results);
  console.log(missed.length === 0 ? "All targets met." : `MISSED: ${missed.join("; ")}`);
  if (missed.length > 0) process.exitCode = 1;

  // ---------------------------------------------------------------- plans
  const explainThese = EXPLAIN === "all" ? Object.keys(cases) : EXPLAIN === "none" ? [] : missed;
  for (const name of explainThese) {
    for (const [label, query] of Object.entries(cases[name].queries())) {
      // On a connection with the site's settings (random_page_cost 1.1), so the plan is the one the case runs.
      const explain = sql`explain (analyze, buffers) ${query.getSQL()}`;
      const result = (await db.execute(explain)) as unknown as {
        rows: Record<string, string>[];
      };
      console.log(`\n--- plan: ${name} / ${label} (${engine})`);
      console.log(result.rows.map((row) => Object.values(row)[0]).join("\n"));
    }
  }
} finally {
  setCurrentDatabase(undefined);
  await handle?.close();
  if (process.env.BENCH_KEEP_DB === "1")
    console.log(`Kept ${postgres ? `database ${postgres.name}` : `PGlite folder ${dataDir}`}`);
  else {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}
