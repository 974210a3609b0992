/**
 * The leads inbox at scale: seeds 100,000 leads (45% contact, 15% marketplace,
 * 30% newsletter, 10% Ready to talk, received over two years; three staff
 * owners) into a scratch database (PGlite, or a fresh database on the
 * DATABASE_URL server) with set-based SQL, then reports p50/p95/max latency of
 * the inbox's list, views, filters and search, the navigation counts and the
 * pipeline board (target: p95 under 100 ms each), and the dashboard
 * (informational). For a case that misses, prints EXPLAIN (ANALYZE, BUFFERS)
 * of its queries. Exit code 1 when the data is not there or a target is missed.
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
import { count, desc, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { openDatabase, setCurrentDatabase, type DatabaseHandle } from "~/db/client.server";
import { BOARD_COLUMN_SIZE, EMPTY_LEAD_FILTER, type LeadFilter } from "~/lib/leads/lead-filter";
import { leadsQuery, listLeads, type InboxViewer } from "~/lib/leads/lead-inbox.server";
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
 * The rows of one table, as a CTE `l`: per row g, hashes (uncorrelated, deterministic) that decide the status,
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

/** The shared lead columns, in the order leadValues() gives them. */
const LEAD_COLUMNS = sql.raw(
  "status, owner_id, reply_due_at, responded_at, first_reply_at, source_path, query, consent_at, notice_version, idempotency_key, created_at, updated_at",
);
const leadValues = (type: string) =>
  sql`l.status, l.owner_id, l.reply_due_at, l.responded_at, case when l.rs < 8 then l.responded_at end, l.source_path, l.query,
      l.created_at, '2024-06', ${`bench-${type}-`}::text || l.g, l.created_at, coalesce(l.responded_at, l.created_at)`;

async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  for (const o of OWNERS) {
    await db.execute(
      sql`insert into "user" (id, name, email, email_verified) values (${o.id}, ${o.name}, ${o.email}, true)`,
    );
    await db.execute(sql`insert into user_roles (user_id, role) values (${o.id}, ${o.role})`);
  }
  await db.execute(sql`${leadRows(N.contact, "contact", "1 day")}
    insert into contact_requests (name, email, phone, business, turnover, pain, goals, consent, ${LEAD_COLUMNS})
    select l.first_name || ' ' || l.last_name, l.email, '+27 82 ' || lpad((l.g % 10000000)::text, 7, '0'),
      l.last_name || ' ' || ${pick(["Holdings", "Engineering", "Logistics", "Trading", "Foods", "Construction", "Group"], "l.t / 11")},
      ${pick(values(TURNOVER_OPTIONS), "l.t / 13")},
      array[${pick(values(PAIN_OPTIONS), "l.t / 17")}],
      'Grow margins and free up the owner''s time.', true,
      ${leadValues("contact")}
    from l`);
  await db.execute(sql`${leadRows(N.marketplace, "marketplace", "2 days")}
    insert into marketplace_submissions (first_name, last_name, email, phone, user_type, business_sector, annual_revenue,
      timeframe_to_sell, industry_interest, region, consent, ${LEAD_COLUMNS})
    select l.first_name, l.last_name, l.email, '+27 83 ' || lpad((l.g % 10000000)::text, 7, '0'),
      case when l.g % 3 = 0 then 'buyer' else 'seller' end,
      case when l.g % 3 <> 0 then ${pick(values(BUSINESS_SECTOR_OPTIONS), "l.t / 19")} end,
      case when l.g % 3 <> 0 then ${pick(values(REVENUE_OPTIONS), "l.t / 23")} end,
      case when l.g % 3 <> 0 then ${pick(values(TIMEFRAME_OPTIONS), "l.t / 29")} end,
      case when l.g % 3 = 0 then ${pick(values(INDUSTRY_INTEREST_OPTIONS), "l.t / 31")} end,
      ${pick(values(REGION_OPTIONS), "l.t / 37")}, true,
      ${leadValues("marketplace")}
    from l`);
  await db.execute(sql`${leadRows(N.newsletter, "newsletter", null)}
    insert into newsletter_subscribers (email, subscription, confirmed_at, unsubscribed_at, ${LEAD_COLUMNS})
    select l.email, sub.subscription,
      case when sub.subscription <> 'pending' then l.created_at + interval '5 minutes' end,
      case when sub.subscription = 'unsubscribed' then l.created_at + interval '30 days' end,
      ${leadValues("newsletter")}
    from l cross join lateral (select case when l.t % 10 < 7 then 'confirmed' when l.t % 10 < 9 then 'pending' else 'unsubscribed' end as subscription) sub`);
  await db.execute(sql`${leadRows(N["ready-to-talk"], "ready-to-talk", "1 day")}
    insert into ready_to_talk_requests (email, industry, goal, consent, ${LEAD_COLUMNS})
    select l.email, ${pick(values(READY_TO_TALK_INDUSTRY_OPTIONS), "l.t / 41")}, ${pick(values(READY_TO_TALK_GOAL_OPTIONS), "l.t / 43")}, true,
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
  const facts = {
    "leads in the inbox": all.total,
    "Mine (owner 1)": counts.mine,
    Unassigned: counts.unassigned,
    Overdue: counts.overdue,
    "Due today": counts["due-today"],
    "search 'Mokoena'": search.total,
    "status won": (await listLeads(f({ status: "won" }), viewer, 1)).total,
    "page 200 rows": page200.leads.length,
  };
  console.table(facts);
  const dataOk =
    all.total === LEADS &&
    counts.mine > 0 &&
    counts.unassigned > 0 &&
    counts.overdue > 0 &&
    search.total > 0 &&
    page200.page === 200 &&
    page200.leads.length === PAGE_SIZE;
  if (!dataOk) {
    console.error("DATA CHECK FAILED: the seeded leads are not all there");
    process.exitCode = 1;
  }
  if (counts["due-today"] === 0)
    console.warn("(no lead is due today at this hour: the due-today case measures an empty queue)");

  // ---------------------------------------------------------------- cases
  const countQuery = (filter: LeadFilter) =>
    db.select({ total: count() }).from(leadsQuery(db, filter, viewer).as("leads"));
  const pageQuery = (filter: LeadFilter, page = 1, size = PAGE_SIZE) =>
    leadsQuery(db, filter, viewer)
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(size)
      .offset((page - 1) * size);
  const list = (filter: LeadFilter, page = 1) => ({
    run: () => listLeads(filter, viewer, page),
    queries: () => ({ count: countQuery(filter), page: pageQuery(filter, page) }),
  });

  type Case = { run: () => Promise<unknown>; queries: () => Record<string, SQLWrapper>; target?: boolean };
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
      queries: () =>
        Object.fromEntries(
          (["mine", "unassigned", "overdue", "due-today"] as const).map((view) => [
            `count ${view}`,
            countQuery(f({ view })),
          ]),
        ),
    },
    "board, no filter": {
      run: () => leadBoard(EMPTY_LEAD_FILTER, viewer),
      queries: () => ({
        "count won": countQuery(f({ status: "won" })),
        "column won": pageQuery(f({ status: "won" }), 1, BOARD_COLUMN_SIZE),
      }),
    },
    "board, view mine": {
      run: () => leadBoard(f({ view: "mine" }), viewer),
      queries: () => ({
        "count mine+lost": countQuery(f({ view: "mine", status: "lost" })),
        "column mine+lost": pageQuery(f({ view: "mine", status: "lost" }), 1, BOARD_COLUMN_SIZE),
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
      const result = (await db.execute(sql`explain (analyze, buffers) ${query.getSQL()}`)) as unknown as {
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
