import http from "node:http";
import { e2e } from "./environment";
import { inlineScriptPolicy } from "./csp";
import { expect, test } from "./fixtures";

test("pages carry the security headers, and the CSP allows every inline script and nothing else", async ({
  request,
}) => {
  const first = await request.get("/");
  const csp = first.headers()["content-security-policy"];
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers()["strict-transport-security"]).toContain("max-age=");
  expect(first.headers()["x-powered-by"]).toBeUndefined();
  expect(first.headers()["x-request-id"]).toMatch(/^[\w-]{8,}$/);

  // An anonymous visitor's page (the page cache's, ADR 024): its scripts by their hashes, no nonce to reuse.
  const anonymous = inlineScriptPolicy(csp, await first.text());
  expect(anonymous.inlineScripts).toBeGreaterThan(0);
  expect(anonymous.refused).toEqual([]);
  expect(anonymous.nonce).toBeNull();
  const second = await request.get("/");
  expect(second.headers()["x-request-id"]).not.toBe(first.headers()["x-request-id"]);
  expect(inlineScriptPolicy(second.headers()["content-security-policy"], await second.text()).refused).toEqual([]);

  // A page rendered for one visitor: a fresh nonce on every response, on every inline script.
  const cookie = { cookie: "better-auth.session_token=not-a-real-session" };
  const own = await request.get("/", { headers: cookie });
  const ownPolicy = inlineScriptPolicy(own.headers()["content-security-policy"], await own.text());
  expect(ownPolicy.nonce).toBeTruthy();
  expect(ownPolicy.hashes).toEqual([]);
  expect(ownPolicy.refused).toEqual([]);
  const again = await request.get("/", { headers: cookie });
  expect(inlineScriptPolicy(again.headers()["content-security-policy"], await again.text()).nonce).not.toBe(
    ownPolicy.nonce,
  );
});

test("the sign-in pages and a signed-in visitor's pages keep other sites' windows out; anonymous public pages do not need to", async ({
  request,
}) => {
  expect((await request.get("/auth")).headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect((await request.get("/admin", { maxRedirects: 0 })).headers()["cross-origin-opener-policy"]).toBe(
    "same-origin",
  );
  const signedIn = await request.get("/services", {
    headers: { cookie: "better-auth.session_token=not-a-real-session" },
  });
  expect(signedIn.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect((await request.get("/services")).headers()["cross-origin-opener-policy"]).toBeUndefined();
});

test("HTML is compressed, and hashed assets are sent precompressed and cached for a year", async ({ request }) => {
  const page = await request.get("/privacy-policy", { headers: { "Accept-Encoding": "gzip, br" } });
  expect(["gzip", "br"]).toContain(page.headers()["content-encoding"]);
  const html = await page.text();
  const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  expect(assets.length).toBeGreaterThan(2);
  let precompressed = 0;
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["content-type"], asset).toMatch(/^text\/javascript/);
    expect(response.headers()["cache-control"], asset).toContain("immutable");
    expect(response.headers()["cache-control"], asset).toContain("max-age=31536000");
    // Playwright decodes the body. Every script of 1 KB or more has a brotli copy made at build time (vite.config.ts).
    const body = await response.text();
    if (body.length >= 1024) {
      expect(response.headers()["content-encoding"], asset).toBe("br");
      precompressed++;
    }
  }
  expect(precompressed).toBeGreaterThan(2);
});

/** A GET of exactly `path`, as a browser sends it (Playwright's request client drops an empty query). */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "localhost", port: e2e.port, path }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      })
      .on("error", reject);
  });
}

test("an address with an empty query is sent on to the same path without it", async () => {
  expect(await rawGet("/contact?")).toEqual({ status: 301, location: "/contact" });
  expect(await rawGet("/contact?industry=Retail")).toMatchObject({ status: 200 });
  expect(await rawGet("/contact")).toMatchObject({ status: 200 });
});

test("/healthz answers 200 while the database answers, with the page cache's counters", async ({ request }) => {
  const before = (await (await request.get("/healthz")).json()).pageCache;
  // Rendered twice (a query string is kept on its second visit), then served from the cache.
  const address = `/about?health=${Date.now()}`;
  for (let visit = 0; visit < 3; visit++) await request.get(address);
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const health = await response.json();
  expect(health.status).toBe("ok");
  // Other tests run beside this one: at least our miss and our hit.
  expect(health.pageCache.hits).toBeGreaterThanOrEqual(before.hits + 1);
  expect(health.pageCache.misses).toBeGreaterThanOrEqual(before.misses + 1);
  expect(health.pageCache.entries).toBeGreaterThanOrEqual(1);
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("account pages are never cached", async ({ request }) => {
  const response = await request.get("/auth");
  expect(response.headers()["cache-control"]).toContain("no-store");
});

/** A POST that declares `declared` bytes and sends only the first few, as a client trying to make the server wait and hold. */
function postDeclaring(
  path: string,
  declared: number,
  type: string,
): Promise<{ status: number; text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const request = http.request(
      {
        host: "localhost",
        port: e2e.port,
        path,
        method: "POST",
        headers: { "Content-Type": type, "Content-Length": declared, Origin: e2e.baseURL },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text, ms: Date.now() - started }));
      },
    );
    request.on("error", reject);
    request.write("email=a%40b.co&");
  });
}

test("a body over its route's limit is refused with 413 before it is read, on every route that reads one", async () => {
  const hundredMegabytes = 100 * 1024 * 1024;
  for (const [path, type] of [
    ["/auth", "application/x-www-form-urlencoded"],
    ["/auth/forgot-password", "application/x-www-form-urlencoded"],
    ["/auth/reset-password", "multipart/form-data; boundary=x"],
    ["/api/auth/sign-in/email", "application/json"],
    ["/admin/categories", "multipart/form-data; boundary=x"],
    ["/admin", "application/x-www-form-urlencoded"],
    ["/contact", "application/x-www-form-urlencoded"],
  ]) {
    const answer = await postDeclaring(path, hundredMegabytes, type);
    expect(answer.status, path).toBe(413);
    expect(answer.text, path).toBe("Your submission is too large. Please shorten your answers and try again.");
    // Answered at once: nothing waited for the 100 MB that never came.
    expect(answer.ms, path).toBeLessThan(5_000);
  }
});

test("the sign-in and password forms answer a body that is not a form with 415 or 400, never 500", async ({
  request,
}) => {
  for (const path of ["/auth", "/auth/forgot-password", "/auth/reset-password"]) {
    const json = await request.post(path, { data: { email: "a@b.co" } });
    expect(json.status(), `${path} JSON`).toBe(415);
    const text = await request.post(path, { headers: { "Content-Type": "text/plain" }, data: "email=a@b.co" });
    expect(text.status(), `${path} text`).toBe(415);
    const broken = await request.post(path, {
      headers: { "Content-Type": "multipart/form-data; boundary=nope" },
      data: "garbage",
    });
    expect(broken.status(), `${path} broken multipart`).toBe(400);
  }
  const nul = await request.post("/auth/reset-password", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: `token=a%00b&password=${"p".repeat(14)}&confirmPassword=${"p".repeat(14)}`,
  });
  expect(nul.status()).toBe(400);
});

test("an admin change must come from this site: no Origin and a foreign Referer is refused", async ({ request }) => {
  const form = { intent: "create", name: "Planted category" };
  const foreign = await request.post("/admin/categories", {
    form,
    headers: { Referer: "https://evil.example/page" },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  const none = await request.post("/admin/categories", { form, maxRedirects: 0 });
  expect(none.status()).toBe(403);
  // From one of our own pages it reaches the route, which asks an anonymous visitor to sign in.
  const ours = await request.post("/admin/categories", {
    form,
    headers: { Referer: `${e2e.baseURL}/admin/categories` },
    maxRedirects: 0,
  });
  expect(ours.status()).not.toBe(403);
});
