import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isVariantKey, pageCacheKey } from "~/lib/page-cache/cache-key";
import { canonicalPath, isCanonicalPath } from "~/lib/page-cache/canonical-path";
import { canonicalRedirect, storedRedirect } from "../../server/canonical-redirect";
import { isValidHost } from "../../server/request-host";
import { nonceCacheControl, PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/pages/page-headers";
import { PageCache, type CachedPage } from "~/lib/page-cache/page-cache";
import { inlineScriptHashes } from "~/lib/page-cache/script-hashes";
import { isTrackingParameter, withPageTrackingParameters } from "~/lib/page-cache/tracking-parameters";
import { entityTag, entityTagBase, noneMatchNames } from "~/lib/page-cache/entity-tag";
import { siteCookieHeader } from "~/lib/runtime/site-cookies";

const KB = 1024;

function page(bytes: number, tags: string[] = [], storedAt = Date.now()): CachedPage {
  const third = Buffer.alloc(Math.floor(bytes / 3));
  return {
    status: 200,
    headers: [],
    bodies: { identity: third, br: third, gzip: third },
    etag: "test",
    tags: new Set(tags),
    onHit: [],
    storedAt,
    route: "/",
  };
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
    for (const path of ["/", "/insights", "/services/automations"])
      cache.store(path, page(150 * KB), cache.begin(), false);
    for (let n = 0; n < 20_000; n++) {
      const key = pageCacheKey({
        method: "GET",
        url: `/insights?q=${crypto.randomUUID()}`,
        cookie: undefined,
        authorization: undefined,
      })!;
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
    for (const path of [
      "/admin",
      "/admin/posts",
      "/auth",
      "/api/insights/latest",
      "/uploads/a.png",
      "/newsletter/confirm",
      "/healthz",
      "/metrics",
      "/admin.data",
      "/admin/leads.data",
      "/sitemap.xml",
      "/sitemap.xml.data",
    ]) {
      expect(key(path), path).toBeNull();
    }
    // The server redirects a bare "?" to the plain address.
    expect(key("/contact?")).toBeNull();
    expect(key(`/insights?q=${"x".repeat(300)}`)).toBeNull();
    expect(key(`/insights?${Array.from({ length: 9 }, (_, n) => `p${n}=1`).join("&")}`)).toBeNull();
  });

  it("is null for any spelling of a path other than its canonical one: only the canonical address takes a place", () => {
    for (const path of [
      "/About",
      "/Who-We-Help/medical",
      "/%61bout",
      "/about/",
      "/who-we-help/../about",
      "/./about",
      "//about",
      "/who-we-help//medical",
      "/who-we-help\\medical",
      "/x%2fy",
      "/ADMIN",
      "/Insights.DATA",
    ]) {
      expect(key(path), path).toBeNull();
      expect(key(`${path}?q=tax`), path).toBeNull();
    }
    expect(key("/who-we-help/medical?Q=Tax")).toBe("/who-we-help/medical?Q=Tax");
    expect(key("/About.data")).toBeNull();
    expect(key("/about/_.data")).toBeNull();
  });

  it("leaves tracking parameters out, whatever their order or case, and keeps every other parameter", () => {
    expect(key("/services?gclid=Cj0KCQ123")).toBe("/services");
    expect(key("/services?utm_source=google&utm_medium=cpc&utm_campaign=spring")).toBe("/services");
    expect(key("/services?fbclid=a&UTM_Source=b&_ga=2.1&_gl=1*x&msclkid=m&mc_eid=e")).toBe("/services");
    expect(key("/contact?gclid=x&lead=operations-plan&utm_source=news")).toBe("/contact?lead=operations-plan");
    expect(key("/contact?utm_source=news&lead=operations-plan&gclid=y")).toBe("/contact?lead=operations-plan");
    expect(key("/insights?page=2&utm_campaign=z&q=tax")).toBe("/insights?page=2&q=tax");
    // Tracking parameters do not count towards the limit on parameters, but a query too long is still refused.
    const nine = Array.from({ length: 9 }, (_, n) => `utm_p${n}=1`).join("&");
    expect(key(`/about?${nine}&lead=x`)).toBe("/about?lead=x");
    expect(key(`/about?gclid=${"x".repeat(300)}`)).toBeNull();
    // Parameters that only look alike are kept.
    expect(key("/contact?utmsource=x")).toBe("/contact?utmsource=x");
    expect(key("/contact?gclid2=x")).toBe("/contact?gclid2=x");
  });

  it("is taken by the site's own cookies only: another site's cookie is as if none were sent", () => {
    for (const cookie of [
      "better-auth.session_token=abc.def",
      "__Secure-better-auth.session_token=abc.def",
      "better-auth.two_factor=x",
      "__Secure-better-auth.trust_device=x",
      "toast=eyJ",
      "lead-sent=contact",
      "_ga=GA1.1.1.1; toast=eyJ",
    ]) {
      expect(key("/about", { cookie }), cookie).toBeNull();
    }
    for (const cookie of [
      "_ga=GA1.1.123.456",
      "_ga=GA1.1.1.1; _ga_ABC=GS1.1; _fbp=fb.1.1.1; _gcl_au=1.1.1.1",
      "cookieconsent_status=allow; OptanonConsent=isGpcEnabled=0",
      "theme=dark; toasted=1; lead-sent-x=1; my-better-auth.session_token=x",
    ]) {
      expect(key("/about", { cookie }), cookie).toBe("/about");
      expect(key("/about?gclid=1", { cookie }), cookie).toBe("/about");
    }
  });

  it("keys a public page's route data as the page is keyed, and never the admin's", () => {
    expect(key("/services/automations.data")).toBe("/services/automations.data");
    expect(key("/_.data")).toBe("/_.data");
    expect(key("/insights.data?_routes=routes%2Finsights%2Flist&gclid=x")).toBe(
      "/insights.data?_routes=routes%2Finsights%2Flist",
    );
    expect(key("/about.data", { cookie: "_fbp=1" })).toBe("/about.data");
    expect(key("/about.data", { cookie: "toast=1" })).toBeNull();
    expect(key("/about.data", { method: "POST" })).toBeNull();
  });
});

describe("tracking parameters", () => {
  it("are only the click and campaign ids, by name", () => {
    for (const name of ["utm_source", "utm_id", "UTM_CONTENT", "gclid", "gbraid", "wbraid", "fbclid", "msclkid"])
      expect(isTrackingParameter(name), name).toBe(true);
    for (const name of ["ttclid", "li_fat_id", "mc_cid", "mc_eid", "_ga", "_gl", "mtm_campaign", "pk_kwd"])
      expect(isTrackingParameter(name), name).toBe(true);
    for (const name of ["lead", "focus", "industry", "assessment", "q", "page", "category", "_routes", "utm", "ga"])
      expect(isTrackingParameter(name), name).toBe(false);
  });

  it("come back to a form's post from the page it was sent from, and only from that page of this site", () => {
    const post = (url: string, referer: string | null) =>
      withPageTrackingParameters(new URL(url), new URL(url).pathname, referer).href;
    expect(post("https://kestrel.test/contact", "https://kestrel.test/contact?utm_source=news&gclid=1&lead=x")).toBe(
      "https://kestrel.test/contact?utm_source=news&gclid=1",
    );
    expect(post("https://kestrel.test/contact?lead=x", "https://kestrel.test/contact?lead=x&utm_medium=email")).toBe(
      "https://kestrel.test/contact?lead=x&utm_medium=email",
    );
    // What the address already carries is what the form sent.
    expect(post("https://kestrel.test/contact?utm_source=a", "https://kestrel.test/contact?utm_source=b")).toBe(
      "https://kestrel.test/contact?utm_source=a",
    );
    // Another page, another site, or no Referer: as posted.
    expect(post("https://kestrel.test/contact", "https://kestrel.test/about?utm_source=b")).toBe(
      "https://kestrel.test/contact",
    );
    expect(post("https://kestrel.test/contact", "https://evil.test/contact?utm_source=b")).toBe(
      "https://kestrel.test/contact",
    );
    expect(post("https://kestrel.test/contact", "not an address")).toBe("https://kestrel.test/contact");
    expect(post("https://kestrel.test/contact", null)).toBe("https://kestrel.test/contact");
  });
});

describe("siteCookieHeader", () => {
  it("keeps the site's own cookies, in their order, and nothing else", () => {
    expect(siteCookieHeader("_ga=1; better-auth.session_token=a.b; _fbp=2; toast=t")).toBe(
      "better-auth.session_token=a.b; toast=t",
    );
    expect(siteCookieHeader("_ga=1;_fbp=2")).toBeUndefined();
    expect(siteCookieHeader("")).toBeUndefined();
    expect(siteCookieHeader(undefined)).toBeUndefined();
    expect(siteCookieHeader("lead-sent=contact")).toBe("lead-sent=contact");
  });

  it("is the same list as nginx's: a request nginx answers from its cache has none of the site's cookies", () => {
    const conf = fs.readFileSync(path.resolve("deploy/nginx/kestrel.conf"), "utf8");
    const block = /map \$http_cookie \$kestrel_site_cookie \{([\s\S]*?)\n\}/.exec(conf)?.[1] ?? "";
    const patterns = [...block.matchAll(/"~([^"]+)"\s+1;/g)].map(([, source]) => new RegExp(source));
    expect(patterns.length).toBeGreaterThan(0);
    const nginxSeesSiteCookie = (header: string) => patterns.some((pattern) => pattern.test(header));
    for (const header of [
      "better-auth.session_token=a",
      "_ga=1; __Secure-better-auth.session_token=a",
      "__Secure-better-auth.two_factor=x",
      "better-auth.dont_remember=x",
      "toast=t",
      "_ga=1;toast=t",
      "lead-sent=contact",
      "_ga=1",
      "_ga=1; _fbp=2; cookieconsent_status=allow",
      "toasted=1",
      "my-toast=1",
      "xbetter-auth.session_token=a",
      "lead-sent-too=1",
    ]) {
      expect(nginxSeesSiteCookie(header), header).toBe(siteCookieHeader(header) !== undefined);
    }
  });
});

describe("entity tags", () => {
  it("name the bytes and the encoding, and If-None-Match is compared weakly", () => {
    const base = entityTagBase(Buffer.from("<p>page</p>"));
    expect(base).toBe(entityTagBase(Buffer.from("<p>page</p>")));
    expect(base).not.toBe(entityTagBase(Buffer.from("<p>page!</p>")));
    const br = entityTag(base, "br");
    expect(new Set([entityTag(base, "identity"), br, entityTag(base, "gzip")]).size).toBe(3);
    expect(noneMatchNames(br, br)).toBe(true);
    expect(noneMatchNames(`W/${br}`, br)).toBe(true);
    expect(noneMatchNames(`"other", ${br}`, br)).toBe(true);
    expect(noneMatchNames("*", br)).toBe(true);
    expect(noneMatchNames(entityTag(base, "gzip"), br)).toBe(false);
    expect(noneMatchNames(undefined, br)).toBe(false);
    expect(noneMatchNames('"other"', br)).toBe(false);
  });
});

describe("canonicalPath", () => {
  it("leaves a page's own address as it is", () => {
    for (const path of ["/", "/about", "/who-we-help/medical", "/insights/a-post-2", "/x%2Fy", "/caf%C3%A9"])
      expect(canonicalPath(path), path).toBe(path);
  });

  it("spells every other form of a page's path one way: lower case, no trailing slash, no empty or dot segments, unreserved characters unescaped", () => {
    const cases: [string, string][] = [
      ["/About", "/about"],
      ["/WHO-WE-HELP/Medical", "/who-we-help/medical"],
      ["/about/", "/about"],
      ["/about//", "/about"],
      ["//about", "/about"],
      ["/who-we-help//medical", "/who-we-help/medical"],
      ["/%61bout", "/about"],
      ["/%41BOUT", "/about"],
      ["/abo%75t%2f", "/about%2F"],
      ["/%2e%2e/about", "/about"],
      ["/who-we-help/../about", "/about"],
      ["/./about/.", "/about"],
      ["/../../../about", "/about"],
      ["/who-we-help\\medical", "/who-we-help/medical"],
      ["/Insights/My-Post", "/insights/my-post"],
      ["/caf%c3%a9", "/caf%C3%A9"],
      ["/a%zz", "/a%25zz"],
      ["/%%6141", "/%25a41"],
      ["/pages/Medical", "/pages/medical"],
    ];
    for (const [path, canonical] of cases) {
      expect(canonicalPath(path), path).toBe(canonical);
      expect(isCanonicalPath(canonical), canonical).toBe(true);
    }
  });

  it("keeps the case of tokens, ids and file names, where it matters", () => {
    for (const path of [
      "/insights/preview/AbC-12_x",
      "/book/booked/Ab-C_12",
      "/book/reschedule/Ab-C_12",
      "/book/cancel/Ab-C_12",
      "/calendar/Ab-C_12.ics",
      "/api/auth/reset-password/XyZ",
      "/admin/leads/contact/ABC",
      "/uploads/Photo.PNG",
      "/images/ID/Photo.webp",
      "/media/Team.webp",
      "/About.data",
    ]) {
      expect(canonicalPath(path), path).toBe(path);
    }
    expect(canonicalPath("/insights/preview/AbC/")).toBe("/insights/preview/AbC");
    // A call type's page is a page: one spelling.
    expect(canonicalPath("/Book/Strategy-Call")).toBe("/book/strategy-call");
  });

  it("always names a path of this site, and is its own canonical form", () => {
    const pieces = [
      "/",
      "//",
      "\\",
      ".",
      "..",
      "%2e",
      "%2E%2e",
      "%2f",
      "%5C",
      "%",
      "%4",
      "%61",
      "A",
      "z",
      "~",
      "-",
      "é",
      "?",
    ];
    for (let n = 0; n < 2_000; n++) {
      const path = `/${Array.from({ length: 1 + (n % 7) }, (_, i) => pieces[(n * 31 + i * 17 + (n >> i)) % pieces.length]).join("")}`;
      const canonical = canonicalPath(path);
      expect(canonical, path).toMatch(/^\/(?![/\\])/);
      expect(canonicalPath(canonical), path).toBe(canonical);
    }
  });
});

describe("canonicalRedirect", () => {
  it("sends a spelling on to the canonical address with its query, and a bare query to the address without it", async () => {
    expect(await canonicalRedirect("/About/?industry=Retail&x=1")).toBe("/about?industry=Retail&x=1");
    expect(await canonicalRedirect("/contact?")).toBe("/contact");
    expect(await canonicalRedirect("/who-we-help/medical?")).toBe("/who-we-help/medical");
    expect(await canonicalRedirect("/Contact?")).toBe("/contact");
  });

  it("sends a redirected address in any spelling straight to where it now goes", async () => {
    const redirects: Record<string, string | null> = {
      "/medical": "/who-we-help/medical",
      "/pages/medical": "/who-we-help/medical",
      "/old": null,
    };
    const lookup = async (path: string) => (path in redirects ? { to: redirects[path] } : undefined);
    expect(await canonicalRedirect("/Medical/?utm=x", lookup)).toBe("/who-we-help/medical?utm=x");
    expect(await canonicalRedirect("/pages/Medical", lookup)).toBe("/who-we-help/medical");
    // Its own spelling is the router's (one redirect, the catch-all's); a gone address goes to its own spelling first.
    expect(await canonicalRedirect("/medical", lookup)).toBeNull();
    expect(await canonicalRedirect("/Old", lookup)).toBe("/old");
    // In its own spelling, the redirect with the whole query (tracking parameters too); none for a gone address.
    expect(await storedRedirect("/medical?utm_source=flyer&x=1", lookup)).toBe(
      "/who-we-help/medical?utm_source=flyer&x=1",
    );
    expect(await storedRedirect("/old", lookup)).toBeNull();
    expect(await storedRedirect("/about", lookup)).toBeNull();
  });
});

describe("nonceCacheControl", () => {
  it("keeps a page drawn with a nonce of its own from shared caches, whatever its route said", () => {
    expect(nonceCacheControl(PUBLIC_PAGE_CACHE_CONTROL)).toBe("private, no-cache");
    expect(nonceCacheControl("public, max-age=60")).toBe("private, no-cache");
    expect(nonceCacheControl(null)).toBe("private, no-cache");
    expect(nonceCacheControl("private, no-store")).toBe("private, no-store");
    expect(nonceCacheControl("no-store")).toBe("no-store");
  });
});

describe("isValidHost", () => {
  it("takes a name, an IPv4 or a bracketed IPv6 address, each with a port or without", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "example.co.za",
      "EXAMPLE.com:443",
      "127.0.0.1",
      "127.0.0.1:65535",
      "[::1]",
      "[::1]:8080",
      "app_1:3000",
      undefined,
    ]) {
      expect(isValidHost(host), String(host)).toBe(true);
    }
  });

  it("refuses what names no host", () => {
    for (const host of [
      "",
      "a b",
      "[::1",
      "::1",
      "127.0.0.1:99999",
      "a:1:2",
      "1.2.3.999",
      "[::1::]",
      "a/b",
      "user@host",
      "host:port",
      "a\\b",
      "%41",
    ]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});

describe("inlineScriptHashes", () => {
  const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

  it("names each inline script by its hash, and no script loaded from a file", () => {
    const html =
      `<head><script>window.a=1</script><script type="module" src="/assets/x.js"></script></head>` +
      `<body><script type="application/ld+json">{"@type":"Thing"}</script><script async="" src="/assets/y.js"></script>` +
      `<script>window.a=1</script><SCRIPT>import("/assets/z.js")</SCRIPT></body>`;
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha("window.a=1"), sha('{"@type":"Thing"}'), sha('import("/assets/z.js")')].sort(),
    );
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
