/**
 * Insights at scale: seeds 10,000 published posts into a scratch database
 * (PGlite, or a fresh database on the DATABASE_URL server), then reports p50
 * and p95 latency of the list, search and post queries, first as domain calls
 * and then as HTTP requests to the production server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, setCurrentDatabase, type DatabaseHandle } from "~/db/client.server";
import { blogCategories, blogPosts } from "~/db/schema";
import { seedIfEmpty } from "~/db/seed";
import {
  getFeaturedPost,
  getPublishedPost,
  listCategoriesWithCounts,
  listPublishedPosts,
  listRelatedPosts,
} from "~/lib/insights/posts.server";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { ensureBuilt, startServer, waitHealthy } from "../support/server-process";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SKIP_HTTP = process.env.BENCH_SKIP_HTTP === "1";
const PORT = Number(process.env.BENCH_PORT ?? 4311);

// Twenty topic words, one per post title (each topic is 5% of posts), over filler text
// drawn from a large vocabulary, so a search matches about as often as on a real blog.
const TOPICS =
  "pricing margin cashflow supplier stock team owner succession valuation automation dashboard customer quote invoice debtor process system strategy growth hiring".split(
    " ",
  );

function filler(n: number, seed: number) {
  return Array.from({ length: n }, (_, i) => `w${(seed * 7919 + i * 104729) % 5000}`).join(" ");
}

async function seedMany(handle: DatabaseHandle) {
  await seedIfEmpty(handle.db);
  const categories = await handle.db.select({ id: blogCategories.id }).from(blogCategories);
  const batch = 500;
  for (let start = 0; start < POSTS; start += batch) {
    await handle.db.insert(blogPosts).values(
      Array.from({ length: Math.min(batch, POSTS - start) }, (_, k) => {
        const i = start + k;
        const publishedAt = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000);
        return {
          title: `Bench insight ${i} on ${TOPICS[i % TOPICS.length]} ${filler(4, i)}`,
          slug: `bench-insight-${i}`,
          summary: `${filler(15, i + 1)} ${TOPICS[(i * 3) % TOPICS.length]} ${filler(15, i + 2)}`,
          content: filler(600, i + 3),
          categoryId: categories[i % categories.length].id,
          tags: [TOPICS[i % TOPICS.length]],
          isPublished: i % 10 !== 0,
          authorName: "Kestrel Advisory Team",
          readTime: 3,
          publishedAt: i % 10 !== 0 ? publishedAt : null,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    );
  }
  await handle.db.execute(sql`analyze`);
}

async function time(fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) await fn();
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => +samples[Math.min(samples.length - 1, Math.floor(p * samples.length))].toFixed(2);
  return { "p50 ms": at(0.5), "p95 ms": at(0.95), "max ms": at(1) };
}

const postgres = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-insights-"));
const options = postgres ? { databaseUrl: postgres.url } : { dataDir };
const engine = postgres ? "PostgreSQL" : "PGlite";

try {
  const handle = await openDatabase(options);
  await handle.migrate();
  const t0 = performance.now();
  await seedMany(handle);
  console.log(`Seeded ${POSTS} posts (${engine}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  setCurrentDatabase(handle);

  const slug = "bench-insight-5001";
  const post = await getPublishedPost(slug);
  if (!post) throw new Error("seeded post missing");
  const { total } = await listPublishedPosts({});
  const domain = {
    "list, page 1 (counted)": await time(() => listPublishedPosts({ page: 1 })),
    "list, page 1 (total known, as /insights does)": await time(() =>
      listPublishedPosts({ page: 1 }, undefined, total),
    ),
    "category counts + featured (cached 30 s)": await time(() =>
      Promise.all([listCategoriesWithCounts(), getFeaturedPost()]),
    ),
    "list, page 400": await time(() => listPublishedPosts({ page: 400 })),
    "list, one category": await time(() => listPublishedPosts({ category: "automation-and-ai", page: 3 })),
    "search 'valuation' (a topic)": await time(() => listPublishedPosts({ search: "valuation" })),
    "search 'automation' (also a category)": await time(() => listPublishedPosts({ search: "automation" })),
    "search, no match": await time(() => listPublishedPosts({ search: "zebra crossing" })),
    "post + related": await time(async () => {
      const found = await getPublishedPost(slug);
      if (found) await listRelatedPosts(found);
    }),
  };
  console.log(`\nDomain calls, ${RUNS} runs each (${engine}, ${POSTS} posts)`);
  console.table(domain);
  setCurrentDatabase(undefined);
  await handle.close();

  if (!SKIP_HTTP) await measureHttp(slug);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}

async function measureHttp(slug: string) {
  ensureBuilt();
  const server = startServer({
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? "",
    LOG_LEVEL: "error",
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitHealthy(PORT, server);
    const get = (pathname: string) => async () => {
      const response = await fetch(`${base}${pathname}`, { headers: { "user-agent": "bench (compatible; bot)" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    };
    const http = {
      "GET /insights": await time(get("/insights")),
      "GET /insights?page=400": await time(get("/insights?page=400")),
      "GET /insights?q=valuation": await time(get("/insights?q=valuation")),
      [`GET /insights/${slug}`]: await time(get(`/insights/${slug}`)),
    };
    console.log(
      `\nHTTP requests, one at a time, ${RUNS} runs each (${engine}, ${POSTS} posts, server-side rendering included)`,
    );
    console.table(http);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
