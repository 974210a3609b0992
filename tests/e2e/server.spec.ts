import http from "node:http";
import { e2e } from "./environment";
import { expect, test } from "./fixtures";

test("pages carry the security headers and a fresh CSP nonce on every inline script", async ({ request }) => {
  const first = await request.get("/");
  const csp = first.headers()["content-security-policy"];
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers()["strict-transport-security"]).toContain("max-age=");
  expect(first.headers()["x-powered-by"]).toBeUndefined();
  expect(first.headers()["x-request-id"]).toMatch(/^[\w-]{8,}$/);

  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) {
    if (/\bsrc=/.test(attributes)) continue;
    expect(attributes).toContain(`nonce="${nonce}"`);
  }

  const second = await request.get("/");
  expect(/'nonce-([^']+)'/.exec(second.headers()["content-security-policy"])?.[1]).not.toBe(nonce);
});

test("the sign-in pages and a signed-in visitor's pages keep other sites' windows out; anonymous public pages do not need to", async ({ request }) => {
  expect((await request.get("/auth")).headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect((await request.get("/admin", { maxRedirects: 0 })).headers()["cross-origin-opener-policy"]).toBe("same-origin");
  const signedIn = await request.get("/services", { headers: { cookie: "better-auth.session_token=not-a-real-session" } });
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

test("/healthz answers 200 while the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("account pages are never cached", async ({ request }) => {
  const response = await request.get("/auth");
  expect(response.headers()["cache-control"]).toContain("no-store");
});
