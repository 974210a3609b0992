/**
 * The rendered-page cache as visitors and staff meet it (ADR 024): anonymous
 * pages come from the cache, a signed-in admin's never do and never go into
 * it, and whatever the admin publishes, edits or deletes shows at once. On
 * PostgreSQL a second instance on the same database shows it too, within 2 s.
 *
 * On a server and database of their own, one test after another: the posts
 * they publish would otherwise show on pages that other tests count.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, TSX, waitHealthy } from "../support/server-process";
import { inlineScriptPolicy } from "./csp";
import { e2e } from "./environment";
import { expect, test } from "./fixtures";
import { signInAsAdmin as signInAsStaffAdmin } from "./staff";
import { enrolTwoFactor } from "../support/two-factor";
import { marketingPages } from "~/content/pages";
import { hostileSpellings } from "../drills/cache-flood";
import { rawRequest } from "../drills/raw-request";

const PORT = e2e.port + 50;
const SECOND_PORT = e2e.port + 51;
/** A server with its page cache off (PAGE_CACHE_MB=0). */
const UNCACHED_PORT = e2e.port + 52;
const base = `http://localhost:${PORT}`;
const secondBase = `http://localhost:${SECOND_PORT}`;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
let dataDir: string | undefined;
let postgres: EmptyPostgresDatabase | undefined;
/** The key of this server's admin's authenticator, turned on once the server is up. */
let adminTotpKey = "";

test.describe.configure({ mode: "default" });
test.use({ baseURL: base, viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-page-cache-"));
  if (process.env.DATABASE_URL) postgres = await createEmptyPostgresDatabase();
  const env = {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? "",
    PUBLIC_URL: base,
    LOG_LEVEL: "warn",
  };
  execFileSync(process.execPath, [TSX, "scripts/admin-create.ts", "--email", e2e.admin.email], {
    env: { ...process.env, NODE_ENV: "production", ...env, ADMIN_PASSWORD: e2e.admin.password },
    stdio: "ignore",
  });
  const servers = [waitHealthy(PORT, startServer(env))];
  if (postgres) {
    const second = {
      ...env,
      PORT: String(SECOND_PORT),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-page-cache-2-")),
    };
    servers.push(waitHealthy(SECOND_PORT, startServer(second)));
  }
  await Promise.all(servers);
  adminTotpKey = await enrolTwoFactor(base, e2e.admin, "2001:db8:fffd::1");
});

test.afterAll(async () => {
  stopServers();
  await postgres?.drop();
  postgres = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An anonymous visitor's request (no cookie), as a browser asks for a page. */
async function visit(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(url.startsWith("http") ? url : `${base}${url}`, {
    method: init.method ?? "GET",
    redirect: "manual",
    headers: { "User-Agent": CHROME, "Accept-Encoding": "br, gzip", ...init.headers },
  });
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    headers: response.headers,
    html: await response.text(),
  };
}

const suffix = () => crypto.randomBytes(4).toString("hex");

/** This server's admin signs in, with the code from the authenticator turned on at start. */
const signInAsAdmin = (page: Page) => signInAsStaffAdmin(page, adminTotpKey);

/** Creates a published post through the admin's editor; returns its title and address. */
async function publishPost(page: Page, title: string) {
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill(`What ${title} is about.`);
  await page.getByLabel("Content", { exact: true }).fill(`## Why it matters\n\nA first paragraph about ${title}.`);
  await page.getByLabel("Category").selectOption({ label: "Growth & Revenue" });
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Blog post created successfully")).toBeVisible();
  return `/insights/${title.toLowerCase().replaceAll(" ", "-")}`;
}

/** Edits a live post's summary: Save draft keeps it from readers, Publish changes makes it live. */
async function editSummary(page: Page, title: string, summary: string, button: "Save draft" | "Publish changes") {
  await page.goto("/admin");
  await page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: title, exact: true }) })
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await page.getByLabel("Summary", { exact: true }).fill(summary);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByText("Blog post updated successfully")).toBeVisible();
}

test("an anonymous page comes from the cache after its first visit, the same page with hashes that match its scripts", async () => {
  const first = await visit("/about");
  const second = await visit("/about");
  expect([first.status, second.status, second.cache]).toEqual([200, 200, "hit"]);
  // An address with a query string is kept once it is asked for a second time.
  const address = `/about?visit=${suffix()}`;
  expect((await visit(address)).cache).toBe("miss");
  expect((await visit(address)).cache).toBe("miss");
  expect((await visit(address)).cache).toBe("hit");
  expect(second.html).toBe(first.html);
  expect(second.headers.get("content-encoding")).toBe("br");
  expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  const policy = inlineScriptPolicy(second.headers.get("content-security-policy") ?? "", second.html);
  expect(policy.inlineScripts).toBeGreaterThan(0);
  expect(policy.refused).toEqual([]);
  expect(policy.nonce).toBeNull();

  // Parameters in another order are the same page; HEAD is answered from it too, without a body.
  const [, parameter] = address.split("?");
  expect((await visit(`/about?${parameter}&`)).cache).toBe("hit");
  const head = await visit(address, { method: "HEAD" });
  expect([head.status, head.cache, head.html]).toEqual([200, "hit", ""]);
  expect((await visit(address, { headers: { "Accept-Encoding": "gzip" } })).headers.get("content-encoding")).toBe(
    "gzip",
  );
});

test("a campaign's click and another site's cookie get the page from the cache: one entry, whatever they carry", async () => {
  const address = "/who-we-help/agriculture";
  const before = await cacheStats();
  const clicked = await visit(`${address}?gclid=Cj0KCQ-${suffix()}&utm_source=google&utm_medium=cpc`);
  expect([clicked.status, clicked.cache]).toEqual([200, "miss"]);
  // No click's parameters are drawn into the page another visitor will get.
  expect(clicked.html).not.toMatch(/gclid|utm_/);
  const answers = [
    await visit(address),
    await visit(`${address}?fbclid=${suffix()}`),
    await visit(`${address}?utm_campaign=${suffix()}&_gl=1*abc`),
    await visit(address, { headers: { Cookie: "_ga=GA1.1.123.456; _fbp=fb.1.1.1; cookieconsent_status=allow" } }),
  ];
  for (const answer of answers) {
    expect([answer.status, answer.cache]).toEqual([200, "hit"]);
    expect(answer.html).toBe(clicked.html);
    expect(answer.headers.get("etag")).toBe(clicked.headers.get("etag"));
  }
  const after = await cacheStats();
  expect(after.stores - before.stores).toBe(1);

  // One of the site's own cookies (a pending message) makes it a page of the visitor's own, with a nonce.
  const own = await visit(address, { headers: { Cookie: "_ga=GA1.1.1.1; toast=pending" } });
  expect(own.cache).toBe("miss");
  expect(nonceOf(own.headers)).toBeTruthy();
  expect(own.headers.get("cache-control")).toMatch(/private/);
});

test("a page's route data comes from the cache, and a copy held is confirmed with 304 instead of sent again", async () => {
  const data = await visit("/how-we-work.data");
  expect(data.status).toBe(200);
  expect(data.headers.get("content-type")).toMatch(/^text\/x-script/);
  const again = await visit("/how-we-work.data?utm_source=x");
  expect([again.cache, again.html]).toEqual(["hit", data.html]);
  expect(again.headers.get("content-security-policy")).toBeNull();
  expect((await visit("/how-we-work.data", { headers: { Cookie: "toast=pending" } })).cache).toBe("miss");

  const pageAnswer = await visit("/how-we-work");
  const etag = pageAnswer.headers.get("etag");
  expect(etag).toMatch(/^"[\w-]+-br"$/);
  const confirmed = await visit("/how-we-work", { headers: { "If-None-Match": etag! } });
  expect([confirmed.status, confirmed.cache, confirmed.html]).toEqual([304, "hit", ""]);
  expect(confirmed.headers.get("etag")).toBe(etag);
  expect(confirmed.headers.get("cache-control")).toBe(pageAnswer.headers.get("cache-control"));
  // Another encoding is another copy; another page's tag is not this page's.
  expect((await visit("/how-we-work", { headers: { "If-None-Match": etag!, "Accept-Encoding": "gzip" } })).status).toBe(
    200,
  );
  expect((await visit("/about", { headers: { "If-None-Match": etag! } })).status).toBe(200);
  const dataConfirmed = await visit("/how-we-work.data", { headers: { "If-None-Match": again.headers.get("etag")! } });
  expect(dataConfirmed.status).toBe(304);
});

test("a signed-in admin never gets a cached page and never puts one in the cache", async ({ page }) => {
  const address = `/insights?probe=${suffix()}`;
  await signInAsAdmin(page);
  const asAdmin = await page.goto(address);
  expect(asAdmin?.headers()["x-cache"]).toBe("miss");
  await expect(page.getByRole("button", { name: e2e.admin.email })).toBeVisible();
  expect((await page.goto(address))?.headers()["x-cache"]).toBe("miss");

  // The admin's copy was not kept: the first anonymous visit renders its own, without the admin's menu.
  const anonymous = await visit(address);
  expect(anonymous.cache).toBe("miss");
  expect(anonymous.html).not.toContain(e2e.admin.email);
  // Kept on its second visit (a query string), served from the cache on the third.
  await visit(address);
  const cached = await visit(address);
  expect(cached.cache).toBe("hit");
  expect(cached.html).not.toContain(e2e.admin.email);

  // And with the page cached, the admin still gets their own.
  const again = await page.goto(address);
  expect(again?.headers()["x-cache"]).toBe("miss");
  await expect(page.getByRole("button", { name: e2e.admin.email })).toBeVisible();
});

test("publishing, editing and deleting a post shows at once on the cached pages, on every instance", async ({
  page,
}) => {
  const instances = postgres ? [base, secondBase] : [base];
  // Every instance holds /insights, and its route data (what a click on "Insights" in the menu asks for).
  const heldTags = new Map<string, string | null>();
  for (const instance of instances) {
    await visit(`${instance}/insights`);
    const held = await visit(`${instance}/insights`);
    expect(held.cache).toBe("hit");
    heldTags.set(instance, held.headers.get("etag"));
    await visit(`${instance}/insights.data`);
    expect((await visit(`${instance}/insights.data`)).cache).toBe("hit");
  }

  await signInAsAdmin(page);
  const title = `Cache ${suffix()}`;
  const address = await publishPost(page, title);
  // This instance: at once. Another instance: within 2 s (its notification from the database).
  expect((await visit("/insights")).html).toContain(title);
  for (const instance of instances) {
    await expect
      .poll(async () => (await visit(`${instance}/insights`)).html, { timeout: 2_000, intervals: [100] })
      .toContain(title);
    await expect
      .poll(async () => (await visit(`${instance}/insights.data`)).html, { timeout: 2_000, intervals: [100] })
      .toContain(title);
    // A copy held from before is not confirmed: it is sent the new list.
    const revalidated = await visit(`${instance}/insights`, { headers: { "If-None-Match": heldTags.get(instance)! } });
    expect(revalidated.status).toBe(200);
    expect(revalidated.html).toContain(title);
    // The post page, cached on each instance.
    await visit(`${instance}${address}`);
    expect((await visit(`${instance}${address}`)).cache).toBe("hit");
  }

  // A draft of changes leaves the cached pages as readers had them.
  const draft = `A summary drafted ${suffix()}.`;
  await editSummary(page, title, draft, "Save draft");
  expect((await visit(address)).html).not.toContain(draft);

  // A published edit of a cached post is never stale: its page and the list show the new summary.
  const summary = `A summary rewritten ${suffix()}.`;
  await editSummary(page, title, summary, "Publish changes");
  expect((await visit(address)).html).toContain(summary);
  for (const instance of instances) {
    await expect
      .poll(async () => (await visit(`${instance}${address}`)).html, { timeout: 2_000, intervals: [100] })
      .toContain(summary);
    await expect
      .poll(async () => (await visit(`${instance}/insights`)).html, { timeout: 2_000, intervals: [100] })
      .toContain(summary);
  }

  // Deleted: gone from the list and its page, everywhere.
  await page.goto("/admin");
  await page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: title, exact: true }) })
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/deleted/i).first()).toBeVisible();
  for (const instance of instances) {
    await expect
      .poll(async () => (await visit(`${instance}${address}`)).status, { timeout: 2_000, intervals: [100] })
      .toBe(404);
    await expect
      .poll(async () => (await visit(`${instance}/insights`)).html, { timeout: 2_000, intervals: [100] })
      .not.toContain(title);
  }
});

test("a reader's view counts for cached copies too; crawlers' and HEAD requests do not", async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Views ${suffix()}`;
  const address = await publishPost(page, title);
  const views = async () => {
    await page.goto("/admin");
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });
    const headers = await page.getByRole("columnheader").allTextContents();
    const column = headers.findIndex((text) => text.trim().toLowerCase() === "views");
    return Number(((await row.locator("th, td").nth(column).textContent()) ?? "").replace(/\D/g, ""));
  };
  expect(await views()).toBe(0);
  expect((await visit(address)).cache).toBe("miss");
  expect((await visit(address)).cache).toBe("hit");
  expect((await visit(address)).cache).toBe("hit");
  expect((await visit(address, { method: "HEAD" })).cache).toBe("hit");
  expect(
    (await visit(address, { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })).cache,
  ).toBe("hit");
  await expect.poll(views, { timeout: 5_000 }).toBe(3);
  // Views are written every second: a wrongly counted one would show by now.
  await page.waitForTimeout(1_500);
  expect(await views()).toBe(3);
});

test("a flood of distinct query strings is answered, and leaves the cache within its bounds", async () => {
  for (let batch = 0; batch < 10; batch++) {
    const answers = await Promise.all(Array.from({ length: 20 }, () => visit(`/insights?q=${suffix()}`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  }
  const health = (await (await fetch(`${base}/healthz`)).json()) as { pageCache: { entries: number; bytes: number } };
  expect(health.pageCache.bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
  expect(health.pageCache.entries).toBeGreaterThan(0);
  // The plain page is still served from the cache.
  await visit("/insights");
  expect((await visit("/insights")).cache).toBe("hit");
});

/** The nonce a response's Content-Security-Policy names, if any. */
const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];
/** The page cache's counters, from /healthz (which touches no entry). */
const cacheStats = async (origin = base) =>
  (
    (await (await fetch(`${origin}/healthz`)).json()) as {
      pageCache: { stores: number; evictions: number; entries: number; bytes: number };
    }
  ).pageCache;

test("every other spelling of a page's address is sent on to it, stored nowhere, and a flood of them evicts no page", async () => {
  test.setTimeout(90_000);
  // Sent as written (fetch would resolve the dot segments itself).
  const spellings: [string, string][] = [
    ["/About", "/about"],
    ["/Who-We-Help/medical?industry=Retail", "/who-we-help/medical?industry=Retail"],
    ["/%61bout", "/about"],
    ["/about/", "/about"],
    ["/how-we-work//", "/how-we-work"],
    ["//about", "/about"],
    ["/who-we-help/../about", "/about"],
    ["/./about", "/about"],
    ["/Contact?", "/contact"],
    ["/Medical/?utm=x", "/who-we-help/medical?utm=x"],
    ["/pages/Medical", "/who-we-help/medical"],
  ];
  for (const [path, target] of spellings) {
    const answer = await rawRequest(PORT, { method: "GET", path });
    expect([path, answer.status, answer.location]).toEqual([path, 301, target]);
  }
  // The legacy addresses as they were, a post's address, and an unknown one: answered as before.
  expect([(await visit("/medical")).status, (await visit("/medical")).headers.get("location")]).toEqual([
    301,
    "/who-we-help/medical",
  ]);
  expect((await visit(`/no-such-page-${suffix()}`)).status).toBe(404);
  expect((await visit(`/insights/no-such-post-${suffix()}`)).status).toBe(404);

  const pages = ["/", "/about", "/how-we-work"];
  for (const path of pages) await visit(path);
  for (const path of pages) expect((await visit(path)).cache, path).toBe("hit");
  const before = await cacheStats();

  // 300 other spellings of the site's pages, as an attacker would send them: each one a redirect, none stored.
  const flood = hostileSpellings([...marketingPages.map((page) => page.path), "/insights", "/marketplace"], 300);
  for (let at = 0; at < flood.length; at += 10) {
    const answers = await Promise.all(
      flood.slice(at, at + 10).map(({ path }) => rawRequest(PORT, { method: "GET", path })),
    );
    answers.forEach((answer, i) =>
      expect([flood[at + i].path, answer.status, answer.location]).toEqual([
        flood[at + i].path,
        301,
        flood[at + i].canonical,
      ]),
    );
  }
  const after = await cacheStats();
  expect(after.stores - before.stores).toBe(0);
  expect(after.evictions - before.evictions).toBe(0);
  for (const path of pages) expect((await visit(path)).cache, path).toBe("hit");
});

test("a page drawn with a nonce of its own is never marked public; a cached page, with hashes, is", async () => {
  // It starts a server of its own.
  test.setTimeout(120_000);
  const cached = await visit("/about");
  expect(nonceOf(cached.headers)).toBeUndefined();
  expect(cached.headers.get("cache-control")).toMatch(/public/);

  const nine = Array.from({ length: 9 }, (_, n) => `p${n}=${suffix()}`).join("&");
  const long = `q=${"x".repeat(300)}`;
  const forms: [string, Awaited<ReturnType<typeof visit>>][] = [
    ["nine parameters", await visit(`/about?${nine}`)],
    ["a query over 256 characters", await visit(`/insights?${long}`)],
    ["the site's own cookie", await visit("/about", { headers: { Cookie: "_ga=GA1.2.345.678; toast=x" } })],
    ["the site's own cookie, the Insights list", await visit("/insights", { headers: { Cookie: "lead-sent=x" } })],
    [
      "the site's own cookie, an unknown address",
      await visit(`/no-such-page-${suffix()}`, { headers: { Cookie: "better-auth.session_token=x" } }),
    ],
  ];
  for (const [what, answer] of forms) {
    expect(nonceOf(answer.headers), what).toBeTruthy();
    // private, no-cache; or what its route said where it kept the page from shared caches itself (no-store).
    expect(answer.headers.get("cache-control"), what).toMatch(/^(?:private, no-cache|(?:private, )?no-store)$/);
  }

  // And every page of a server with its page cache off.
  const uncached = `http://localhost:${UNCACHED_PORT}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-page-cache-off-"));
  try {
    const server = startServer({
      PORT: String(UNCACHED_PORT),
      DATA_DIR: dir,
      DATABASE_URL: postgres?.url ?? "",
      PUBLIC_URL: uncached,
      LOG_LEVEL: "warn",
      PAGE_CACHE_MB: "0",
    });
    await waitHealthy(UNCACHED_PORT, server);
    for (const path of ["/", "/about", "/insights"]) {
      const answer = await visit(`${uncached}${path}`);
      expect(nonceOf(answer.headers), path).toBeTruthy();
      expect(answer.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    server.child.kill("SIGTERM");
    await server.exited;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A GET with exactly this Host header (or none): its status, type, Cache-Control and body. */
function withHost(
  host: string,
  path = "/about",
): Promise<{ status: number; type: string; cacheControl: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: PORT, path, headers: { Host: host }, setHost: false, agent: false },
      (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers["content-type"]),
            cacheControl: String(response.headers["cache-control"]),
            body,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

test("a Host header that names no host is answered 400, from the cache's path and the router's alike", async () => {
  // /about is in the cache; /contact is rendered each time.
  await visit("/about");
  expect((await visit("/about")).cache).toBe("hit");
  for (const path of ["/about", "/contact", `/insights?q=${suffix()}`]) {
    for (const host of ["a b", "[::1", "127.0.0.1:99999", ""]) {
      const answer = await withHost(host, path);
      expect([path, host, answer.status, answer.type, answer.cacheControl]).toEqual([
        path,
        host,
        400,
        "text/plain; charset=utf-8",
        "no-store",
      ]);
      expect(answer.body).toMatch(/Host/);
    }
  }
  // A host with a port, or an IPv6 address, as ever.
  expect((await withHost(`localhost:${PORT}`)).status).toBe(200);
  expect((await withHost(`[::1]:${PORT}`)).status).toBe(200);
});
