/**
 * The admin's post list at scale: seeds 10,000 posts (five categories; 70%
 * published, 20% drafts, 5% scheduled, 5% live with pending changes) into a
 * scratch database (PGlite, or a fresh database on the DATABASE_URL server)
 * with set-based SQL, then reports p50/p95/max of the list's pages, filters
 * and search and of the counts by state (target: p95 under 100 ms each).
 * Exit code 1 when the data is not there or a target is missed.
 *
 *   BENCH_POSTS=10000 BENCH_RUNS=50
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, setCurrentDatabase, type DatabaseHandle } from "~/db/client.server";
import { blogCategories } from "~/db/schema";
import { EMPTY_POST_FILTER, type PostFilter } from "~/lib/insights/admin-post-filter";
import { countPostStates, listPostsForAdmin } from "~/lib/insights/admin-post-list.server";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { timeCases } from "./latency";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 3;
const TARGET_MS = 100;

const WORDS =
  "pricing margin cash flow succession exit valuation supply chain operations automation growth strategy retail manufacturing hospitality tax payroll hiring export tender loadshedding solar".split(
    " ",
  );

async function seed(handle: DatabaseHandle): Promise<string[]> {
  const db = handle.db;
  const categories = await db
    .insert(blogCategories)
    .values(
      ["Growth", "Operations", "Risk", "People", "Systems"].map((name, i) => ({
        name,
        slug: `bench-${i}`,
        icon: "User" as const,
      })),
    )
    .returning({ id: blogCategories.id });
  const ids = categories.map((c) => c.id);
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(",")}]`);
  const categoryArray = sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(",")}]`);
  await db.execute(sql`
    insert into blog_posts (title, slug, summary, content, category_id, tags, is_published, published_at, publish_at,
      pending_changes, pending_saved_at, author_name, read_time, view_count, created_at, updated_at)
    select
      initcap((${words})[1 + (n * 7) % 22] || ' and ' || (${words})[1 + (n * 13) % 22] || ' for South African firms ' || n),
      'bench-post-' || n,
      'How ' || (${words})[1 + (n * 3) % 22] || ' shapes ' || (${words})[1 + (n * 5) % 22] || ' in a small business, part ' || n,
      repeat('Some words about the business. ', 50),
      (${categoryArray})[1 + n % 5],
      array[(${words})[1 + n % 22]],
      (n % 20) < 14 or (n % 20) = 19,
      case when (n % 20) < 14 or (n % 20) = 19 then now() - (n || ' minutes')::interval end,
      case when (n % 20) = 18 then now() + ((n % 100) || ' hours')::interval end,
      case when (n % 20) = 19 then '{"title":"Pending"}'::jsonb end,
      case when (n % 20) = 19 then now() end,
      'Kestrel Advisory Team', 1, n % 500,
      now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    from generate_series(1, ${POSTS}) as n
  `);
  await db.execute(sql`analyze blog_posts`);
  return ids;
}

const postgres = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-admin-posts-"));
const engine = postgres ? "PostgreSQL" : "PGlite";
let handle: DatabaseHandle | undefined;

try {
  handle = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
  await handle.migrate();
  const t0 = performance.now();
  const categories = await seed(handle);
  const seedSeconds = (performance.now() - t0) / 1000;
  setCurrentDatabase(handle);

  const cpus = os.cpus();
  console.log(`\nAdmin post list bench — ${engine}, ${new Date().toISOString()}`);
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, Node ${process.version}`);
  console.log(`Seeded ${POSTS.toLocaleString("en")} posts in ${seedSeconds.toFixed(1)} s`);

  const f = (part: Partial<PostFilter>): PostFilter => ({ ...EMPTY_POST_FILTER, ...part });
  const counts = await countPostStates();
  const last = Math.ceil(POSTS / 25);
  const facts = {
    posts: counts.all,
    published: counts.published,
    drafts: counts.draft,
    scheduled: counts.scheduled,
    "with pending changes": counts.pending,
    "search 'succession'": (await listPostsForAdmin(f({ q: "succession" }))).total,
    [`page ${last} rows`]: (await listPostsForAdmin(f({ page: last }))).posts.length,
  };
  console.table(facts);
  if (counts.all !== POSTS || counts.scheduled === 0 || counts.pending === 0 || facts["search 'succession'"] === 0) {
    console.error("DATA CHECK FAILED: the seeded posts are not all there");
    process.exitCode = 1;
  }

  const cases: Record<string, () => Promise<unknown>> = {
    "list, page 1": () => listPostsForAdmin(EMPTY_POST_FILTER),
    [`list, last page (${last})`]: () => listPostsForAdmin(f({ page: last })),
    "status draft": () => listPostsForAdmin(f({ status: "draft" })),
    "status scheduled": () => listPostsForAdmin(f({ status: "scheduled" })),
    "status published, page 100": () => listPostsForAdmin(f({ status: "published", page: 100 })),
    "has pending changes": () => listPostsForAdmin(f({ status: "pending" })),
    category: () => listPostsForAdmin(f({ category: categories[2] })),
    "search 'succession'": () => listPostsForAdmin(f({ q: "succession" })),
    "search 'no such words'": () => listPostsForAdmin(f({ q: "no such words" })),
    "search + status + category": () =>
      listPostsForAdmin(f({ q: "pricing", status: "published", category: categories[0] })),
    "counts by state": () => countPostStates(),
  };
  const { results, missed } = await timeCases(
    Object.fromEntries(Object.entries(cases).map(([name, run]) => [name, { run }])),
    { runs: RUNS, warmup: WARMUP, targetMs: TARGET_MS },
  );
  console.log(
    `\n${engine}, ${POSTS.toLocaleString("en")} posts: ${RUNS} timed calls each after ${WARMUP} warm-up calls; target p95 < ${TARGET_MS} ms`,
  );
  console.table(results);
  console.log(missed.length === 0 ? "All targets met." : `MISSED: ${missed.join("; ")}`);
  if (missed.length > 0) process.exitCode = 1;
} finally {
  setCurrentDatabase(undefined);
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
