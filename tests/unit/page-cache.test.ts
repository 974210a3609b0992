import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { isVariantKey, pageCacheKey } from "~/lib/page-cache/cache-key";
import { PageCache, type CachedPage } from "~/lib/page-cache/page-cache";
import { inlineScriptHashes } from "~/lib/page-cache/script-hashes";

const KB = 1024;

function page(bytes: number, tags: string[] = [], storedAt = Date.now()): CachedPage {
  const third = Buffer.alloc(Math.floor(bytes / 3));
  return { status: 200, headers: [], bodies: { identity: third, br: third, gzip: third }, tags: new Set(tags), onHit: [], storedAt, route: "/" };
}

describe("PageCache", () => {
  it("serves what it stored, counting hits and misses", () => {
    const cache = new PageCache({ maxBytes: 1024 * KB });
    expect(cache.lookup("/")).toBeUndefined();
    expect(cache.store("/", page(30 * KB), cache.begin(), false)).toBe(true);
    expect(cache.lookup("/")).toBeDefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, stores: 1, entries: 1, bytes: 30 * KB });
  });

  it("keeps memory bounded under a flood of distinct query strings, and the pages at their plain address survive it", () => {
    const cache = new PageCache({ maxBytes: 4096 * KB, variantShare: 0.25 });
    for (const path of ["/", "/insights", "/services/automations"]) cache.store(path, page(150 * KB), cache.begin(), false);
    for (let n = 0; n < 20_000; n++) {
      const key = pageCacheKey({ method: "GET", url: `/insights?q=${crypto.randomUUID()}`, cookie: undefined, authorization: undefined })!;
      cache.store(key, page(150 * KB), cache.begin(), isVariantKey(key));
    }
    const { bytes, entries } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(4096 * KB);
    expect(entries).toBeLessThanOrEqual(3 + Math.floor((1024 * KB) / (150 * KB)));
    for (const path of ["/", "/insights", "/services/automations"]) expect(cache.lookup(path)).toBeDefined();
  });

  it("keeps a variant only when it is asked for a second time, remembering a bounded number of one-off addresses", () => {
    const cache = new PageCache({ maxBytes: 1024 * KB, maxSeenOnce: 3 });
    expect(cache.admitVariant("/insights?q=a")).toBe(false);
    expect(cache.admitVariant("/insights?q=a")).toBe(true);
    for (const q of ["b", "c", "d", "e"]) expect(cache.admitVariant(`/insights?q=${q}`)).toBe(false);
    // "b" was forgotten to make room for "e"; "e" was remembered.
    expect(cache.admitVariant("/insights?q=b")).toBe(false);
    expect(cache.admitVariant("/insights?q=e")).toBe(true);
  });

  it("evicts the least recently used page first", () => {
    const cache = new PageCache({ maxBytes: 400 * KB, variantShare: 0 });
    cache.store("/a", page(150 * KB), cache.begin(), false);
    cache.store("/b", page(150 * KB), cache.begin(), false);
    cache.lookup("/a");
    cache.store("/c", page(150 * KB), cache.begin(), false);
    expect(cache.lookup("/b")).toBeUndefined();
    expect(cache.lookup("/a")).toBeDefined();
    expect(cache.lookup("/c")).toBeDefined();
  });

  it("drops exactly the pages that show what changed", () => {
    const cache = new PageCache({ maxBytes: 1024 * KB });
    cache.store("/insights", page(3 * KB, ["insights"]), cache.begin(), false);
    cache.store("/insights?page=2", page(3 * KB, ["insights"]), cache.begin(), true);
    cache.store("/about", page(3 * KB), cache.begin(), false);
    cache.invalidate(["insights"]);
    expect(cache.lookup("/insights")).toBeUndefined();
    expect(cache.lookup("/insights?page=2")).toBeUndefined();
    expect(cache.lookup("/about")).toBeDefined();
  });

  it("does not keep a render that began before a change (it may show what changed)", () => {
    const cache = new PageCache({ maxBytes: 1024 * KB });
    const began = cache.begin();
    cache.invalidate(["insights"]);
    expect(cache.store("/insights", page(3 * KB, ["insights"]), began, false)).toBe(false);
    expect(cache.lookup("/insights")).toBeUndefined();
  });

  it("serves nothing while paused, and nothing it held before the pause", () => {
    const cache = new PageCache({ maxBytes: 1024 * KB });
    cache.store("/", page(3 * KB), cache.begin(), false);
    cache.pause(true);
    expect(cache.enabled).toBe(false);
    expect(cache.lookup("/")).toBeUndefined();
    expect(cache.store("/", page(3 * KB), cache.begin(), false)).toBe(false);
    cache.pause(false);
    expect(cache.lookup("/")).toBeUndefined();
  });

  it("stops serving an entry after its maximum age", () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1024 * KB, maxAgeMs: 1_000, now: () => now });
    cache.store("/", page(3 * KB, [], 0), cache.begin(), false);
    now = 999;
    expect(cache.lookup("/")).toBeDefined();
    now = 1_001;
    expect(cache.lookup("/")).toBeUndefined();
  });

  it("is off with no bytes to hold", () => {
    const cache = new PageCache({ maxBytes: 0 });
    expect(cache.enabled).toBe(false);
    expect(cache.store("/", page(3 * KB), cache.begin(), false)).toBe(false);
  });
});

describe("pageCacheKey", () => {
  const key = (url: string, more: Partial<Parameters<typeof pageCacheKey>[0]> = {}) =>
    pageCacheKey({ method: "GET", url, cookie: undefined, authorization: undefined, ...more });

  it("is the path, and the query with its parameters in order", () => {
    expect(key("/insights")).toBe("/insights");
    expect(key("/insights?q=tax&page=2")).toBe("/insights?page=2&q=tax");
    expect(key("/insights?page=2&q=tax")).toBe("/insights?page=2&q=tax");
    expect(key("/", { method: "HEAD" })).toBe("/");
  });

  it("is null for anything the cache must neither answer nor keep", () => {
    expect(key("/", { method: "POST" })).toBeNull();
    expect(key("/", { cookie: "better-auth.session_token=abc" })).toBeNull();
    expect(key("/", { cookie: "toast=x" })).toBeNull();
    expect(key("/", { authorization: "Basic eDp5" })).toBeNull();
    for (const path of ["/admin", "/admin/posts", "/auth", "/api/insights/latest", "/uploads/a.png", "/newsletter/confirm", "/healthz", "/metrics", "/insights.data", "/sitemap.xml"]) {
      expect(key(path), path).toBeNull();
    }
    // The server redirects a bare "?" to the plain address.
    expect(key("/contact?")).toBeNull();
    expect(key(`/insights?q=${"x".repeat(300)}`)).toBeNull();
    expect(key(`/insights?${Array.from({ length: 9 }, (_, n) => `p${n}=1`).join("&")}`)).toBeNull();
  });
});

describe("inlineScriptHashes", () => {
  const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

  it("names each inline script by its hash, and no script loaded from a file", () => {
    const html = `<head><script>window.a=1</script><script type="module" src="/assets/x.js"></script></head>` +
      `<body><script type="application/ld+json">{"@type":"Thing"}</script><script async="" src="/assets/y.js"></script>` +
      `<script>window.a=1</script><SCRIPT>import("/assets/z.js")</SCRIPT></body>`;
    expect(inlineScriptHashes(html).sort()).toEqual([sha("window.a=1"), sha('{"@type":"Thing"}'), sha('import("/assets/z.js")')].sort());
  });

  it("hashes a script's UTF-8 bytes when given the page's bytes, whatever text comes before it", () => {
    const html = `<p>R12 000 – “smart” systems ✓</p><script>window.t="Cape Town – “Kestrel”"</script>`;
    expect(inlineScriptHashes(Buffer.from(html, "utf8"))).toEqual([sha('window.t="Cape Town – “Kestrel”"')]);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(Buffer.from(html, "utf8")));
  });

  it("names no other element whose name starts with script, and stops at a script left open", () => {
    const html = `<scripts>x</scripts><script-box>y</script-box><script\ttype="module">go()</script><script>never closed`;
    expect(inlineScriptHashes(html)).toEqual([sha("go()")]);
  });
});
