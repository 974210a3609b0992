/**
 * The production topology without containers (ADR 035): Debian's nginx with deploy/nginx/kestrel.conf in front of
 * two processes of the production build on one PostgreSQL database, as compose.yaml runs them. Everything is asked
 * through nginx; which instance answered is read from its request log (each request carries its own X-Request-Id).
 * PostgreSQL only: the embedded database serves one process.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { contactFormFields } from "../support/contact-form";
import { readEmails } from "../support/mail";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { startNginx, type Nginx } from "../support/nginx";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { freePort, startServer, stopServers, TSX, waitHealthy, type ServerProcess } from "../support/server-process";
import { enrolTwoFactor, signInWithCode } from "../support/two-factor";

test.skip(!process.env.DATABASE_URL, "several instances need PostgreSQL: CI's second pass (DATABASE_URL) runs this");
test.describe.configure({ mode: "serial" });

const ADMIN = { email: "admin@instances.test", password: "a long instances password" };
const NOTIFY = "leads@instances.test";

let postgres: EmptyPostgresDatabase;
let sink: MailSink;
let nginx: Nginx;
let client: pg.Pool;
let base: string;
let adminCookie: string;
const instances: { name: string; port: number; server: ServerProcess }[] = [];
const folders: string[] = [];

/** Which instance logged the request with this id ("a" or "b"), if any. */
function servedBy(requestId: string): string | undefined {
  return instances.find((instance) => instance.server.output().includes(`"reqId":"${requestId}"`))?.name;
}

/** A GET through nginx with a request id of its own; answers with the instance that served it. */
async function get(url: string, headers: Record<string, string> = {}) {
  const requestId = `instances-${crypto.randomUUID()}`;
  const response = await fetch(`${base}${url}`, {
    headers: { "x-request-id": requestId, ...headers },
    redirect: "manual",
  });
  const body = Buffer.from(await response.arrayBuffer());
  // The request log line is written when the response finishes: give it a moment to reach the pipe.
  await expect
    .poll(() => servedBy(requestId) ?? (response.headers.get("x-proxy-cache") === "HIT" ? "nginx" : undefined))
    .toBeTruthy();
  return { response, body, text: body.toString("utf8"), instance: servedBy(requestId) ?? "nginx" };
}

async function postLead(name: string, i: number, clientIp: string) {
  return fetch(`${base}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "x-forwarded-for": clientIp },
    body: new URLSearchParams(
      contactFormFields({
        name,
        email: `owner${i}@example.co.za`,
        business: `Instances Holdings ${i}`,
        turnover: "r3m-r10m",
      }),
    ).toString(),
    redirect: "manual",
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  postgres = await createEmptyPostgresDatabase();
  client = new pg.Pool({ connectionString: postgres.url, max: 2 });
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-instances-mail-"));
  folders.push(mailDir);
  sink = await startMailSink(mailDir);
  const nginxPort = await freePort();
  base = `http://127.0.0.1:${nginxPort}`;
  const shared = {
    DATABASE_URL: postgres.url,
    PUBLIC_URL: base,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64"),
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LEADS_NOTIFY_TO: NOTIFY,
    LOG_LEVEL: "info",
  };
  execFileSync(process.execPath, [TSX, "scripts/admin-create.ts", "--email", ADMIN.email], {
    env: { ...process.env, NODE_ENV: "production", ...shared, ADMIN_PASSWORD: ADMIN.password },
    stdio: "ignore",
  });
  for (const name of ["a", "b"]) {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kestrel-instance-${name}-`));
    folders.push(dataDir);
    const server = startServer({ ...shared, PORT: String(port), DATA_DIR: dataDir });
    instances.push({ name, port, server });
  }
  await Promise.all(instances.map((instance) => waitHealthy(instance.port, instance.server)));
  nginx = await startNginx({ port: nginxPort, upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`) });
  const key = await enrolTwoFactor(base, ADMIN, "198.51.100.200");
  adminCookie = await signInWithCode(base, ADMIN, key, "198.51.100.201");
});

test.afterAll(async () => {
  await nginx?.stop();
  stopServers();
  await sink?.close();
  await client?.end();
  await postgres?.drop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

test("a lead posted through one instance is in the admin of both, with the session made on one", async () => {
  const name = `Instances Owner ${Date.now().toString(36)}`;
  const posted = await postLead(name, 0, "198.51.100.10");
  expect(
    posted.status,
    (await posted.text())
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .slice(0, 3000),
  ).toBe(200);
  const seenBy = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const { response, text, instance } = await get("/admin/leads", { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(text).toContain(name);
    seenBy.add(instance);
  }
  expect([...seenBy].sort()).toEqual(["a", "b"]);
});

/** Publishes a post through nginx as the admin. */
async function publish(title: string, content: string) {
  const { rows } = await client.query<{ id: string }>("select id from blog_categories order by name limit 1");
  const form = new FormData();
  form.set("title", title);
  form.set("summary", "Published on one instance, read on the other.");
  form.set("content", content);
  form.set("categoryId", rows[0].id);
  form.set("intent", "publish");
  const published = await fetch(`${base}/admin/posts/new`, {
    method: "POST",
    headers: { cookie: adminCookie, origin: base },
    body: form,
    redirect: "manual",
  });
  expect(published.status).toBeLessThan(400);
}

test("a post published on one instance is on the insights list of both at once, and its image is served by both", async () => {
  // Each instance's page cache holds the list as it was.
  for (const instance of instances) {
    await fetch(`http://127.0.0.1:${instance.port}/insights`);
    const again = await fetch(`http://127.0.0.1:${instance.port}/insights`);
    expect(again.headers.get("x-cache")).toBe("hit");
  }

  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#2a6f5b" } })
    .png()
    .toBuffer();
  const upload = new FormData();
  upload.set("image", new File([png], "team.png", { type: "image/png" }));
  upload.set("alt", "The team at work");
  const uploaded = await fetch(`${base}/admin/posts/images`, {
    method: "POST",
    headers: { cookie: adminCookie, origin: base },
    body: upload,
  });
  expect(uploaded.status).toBe(200);
  const { markdown } = (await uploaded.json()) as { markdown: string };
  const imagePath = /\((\/images\/[^)\s]+)\)/.exec(markdown)?.[1];
  expect(imagePath).toBeTruthy();

  const title = `Two instances, one story ${Date.now().toString(36)}`;
  await publish(title, `Seen everywhere at once.\n\n${markdown}`);

  // Each instance's page cache drops its list when the publish's notice reaches it (PostgreSQL NOTIFY): a moment on
  // an idle machine, longer on a busy one. Asked directly, so that nginx keeps no list from before it.
  for (const instance of instances) {
    const listed = async () =>
      (await (await fetch(`http://127.0.0.1:${instance.port}/insights`)).text()).includes(title);
    await expect.poll(listed, { timeout: 5_000 }).toBe(true);
  }
  // Three encodings are three entries in nginx's cache, so each request goes to an instance: both must show it.
  const listedBy = new Set<string>();
  for (const encoding of ["identity", "gzip", "br"]) {
    const { response, text, instance } = await get("/insights", { "accept-encoding": encoding });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding);
    // fetch decodes the body it was sent, whatever the encoding.
    expect(text).toContain(title);
    listedBy.add(instance);
  }
  expect([...listedBy].sort()).toEqual(["a", "b"]);

  const servedBy = new Set<string>();
  for (const encoding of ["identity", "gzip", "br"]) {
    const { response, body, instance } = await get(imagePath!, { "accept-encoding": encoding });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\//);
    expect(body.length).toBeGreaterThan(100);
    servedBy.add(instance);
  }
  expect([...servedBy].sort()).toEqual(["a", "b"]);
});

/** AUTH_RATE_LIMITS["/sign-in/email"].max in app/lib/accounts/auth.server.ts: a change there fails this spec. */
const SIGN_IN_LIMIT = 30;

test("the sign-in limit counts across instances", async () => {
  const statuses: number[] = [];
  const instancesSeen = new Set<string>();
  for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
    const requestId = `instances-signin-${crypto.randomUUID()}`;
    const response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base,
        "x-forwarded-for": "198.51.100.77",
        "x-request-id": requestId,
      },
      // Another address each time, so that the per-account throttle (ADR 017) never answers instead of the per-address limit.
      body: JSON.stringify({ email: `nobody-${i}@kestrel.test`, password: "not the password at all" }),
    });
    statuses.push(response.status);
    await expect.poll(() => servedBy(requestId)).toBeTruthy();
    instancesSeen.add(servedBy(requestId)!);
  }
  // SIGN_IN_LIMIT a minute from one address, counted in the database both instances share.
  expect(statuses.slice(0, SIGN_IN_LIMIT).every((status) => status === 401)).toBe(true);
  expect(statuses[SIGN_IN_LIMIT]).toBe(429);
  expect([...instancesSeen].sort()).toEqual(["a", "b"]);
});

test("nginx keeps the app's cached pages, never one rendered with a nonce of its own, and never one for a cookie", async () => {
  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const twice = async (url: string, headers: Record<string, string> = {}) => {
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}${url}`, { headers: { "accept-encoding": "br", ...headers } });
      await response.arrayBuffer();
      answers.push(response);
    }
    return answers;
  };

  // A page from the app's page cache (its CSP names its scripts' hashes) is kept for the s-maxage it is sent with.
  const keptUrl = "/who-we-help/hoa";
  const [kept, fromNginx] = await twice(keptUrl);
  expect(kept.headers.get("cache-control")).toContain("public");
  expect(nonceOf(kept)).toBeUndefined();
  expect(fromNginx.headers.get("x-proxy-cache")).toBe("HIT");

  // An address with a query (a campaign's click) goes to an instance, whose page cache leaves the click's parameters
  // out: nginx keeps no entry a click.
  const [clicked, clickedAgain] = await twice(`${keptUrl}?gclid=${crypto.randomUUID()}`);
  expect(clicked.headers.get("x-proxy-cache")).toBe("BYPASS");
  expect(clickedAgain.headers.get("x-proxy-cache")).toBe("BYPASS");
  expect(clickedAgain.headers.get("x-cache")).toBe("hit");

  // More query parameters than the app's page cache keys (8, cache-key.ts): rendered with a nonce of its own, and so
  // marked private by the app (ADR 042); nginx's own rule (a CSP naming a nonce) would keep it out too. Kept, every
  // visitor would get the same nonce.
  const query = Array.from({ length: 9 }, (_, i) => `p${i}=${Date.now()}`).join("&");
  const [first, second] = await twice(`/about?${query}`);
  expect(first.headers.get("cache-control")).toBe("private, no-cache");
  expect(nonceOf(first)).toBeTruthy();
  expect(second.headers.get("x-proxy-cache")).not.toBe("HIT");
  expect(nonceOf(second)).not.toBe(nonceOf(first));

  // A request with one of the site's cookies is answered by an instance, even for a page nginx holds; another site's
  // cookie (an analytics tag's) is no reason to.
  const [withOwnCookie] = await twice(keptUrl, { cookie: "_ga=GA1.1.1.1; toast=pending" });
  expect(withOwnCookie.headers.get("x-proxy-cache")).toBe("BYPASS");
  const [withForeignCookie] = await twice(keptUrl, { cookie: "_ga=GA1.1.1.1; _fbp=fb.1.1.1" });
  expect(withForeignCookie.headers.get("x-proxy-cache")).toBe("HIT");
});

/** SHARED_CACHE_SECONDS in app/lib/pages/page-headers.ts, and what the README promises: a change there fails this spec. */
const SHARED_CACHE_SECONDS = 5;
/** The README's promise: a publish reaches visitors through nginx within the s-maxage and the instances' notice. */
const FRESH_THROUGH_NGINX_MS = (SHARED_CACHE_SECONDS + 5) * 1000;

test("a publish is on the pages nginx keeps within the time the README states, and an unchanged page is confirmed with 304", async () => {
  test.setTimeout(60_000);
  const list = await get("/insights", { "accept-encoding": "br" });
  expect(list.response.headers.get("cache-control")).toBe(`public, max-age=60, s-maxage=${SHARED_CACHE_SECONDS}`);
  await get("/about", { "accept-encoding": "br" });
  const [held, heldAbout] = [
    await get("/insights", { "accept-encoding": "br" }),
    await get("/about", { "accept-encoding": "br" }),
  ];
  expect(held.response.headers.get("x-proxy-cache")).toBe("HIT");
  expect(heldAbout.response.headers.get("x-proxy-cache")).toBe("HIT");

  const title = `Fresh through nginx ${Date.now().toString(36)}`;
  await publish(title, "New on the list within seconds.");
  const publishedAt = Date.now();
  await expect
    .poll(async () => (await get("/insights", { "accept-encoding": "br" })).text.includes(title), {
      timeout: FRESH_THROUGH_NGINX_MS,
      intervals: [250],
    })
    .toBe(true);
  const elapsed = Date.now() - publishedAt;
  console.log(`a publish was on /insights through nginx after ${elapsed} ms`);

  // By now nginx's copy of /about is stale too: it asks an instance with the page's ETag and is answered 304.
  await expect
    .poll(async () => (await get("/about", { "accept-encoding": "br" })).response.headers.get("x-proxy-cache"), {
      // A page the publish changed is sent anew once and confirmed after its next s-maxage.
      timeout: 2 * FRESH_THROUGH_NGINX_MS,
      intervals: [500],
    })
    .toBe("REVALIDATED");
});

test("a page published on one instance drops it and the pages linking to it on both, keeps the others, and is fresh through nginx in time", async () => {
  test.setTimeout(60_000);
  const changed = "/services/automations";
  const linking = "/services/smart-systems-and-ai";
  const unrelated = "/about/faq";
  const direct = (instance: (typeof instances)[number], url: string) =>
    fetch(`http://127.0.0.1:${instance.port}${url}`, { headers: { "accept-encoding": "br" } }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.headers.get("x-cache");
      },
    );
  // Each instance keeps the three pages; nginx keeps the changed one.
  for (const instance of instances) {
    for (const url of [changed, linking, unrelated]) {
      await direct(instance, url);
      expect(await direct(instance, url), `${instance.name} ${url}`).toBe("hit");
    }
  }
  await get(changed, { "accept-encoding": "br" });
  expect((await get(changed, { "accept-encoding": "br" })).response.headers.get("x-proxy-cache")).toBe("HIT");

  // A publish as publishSitePage commits one: the new content, and the announcement of what it changed (its title).
  const title = `Automations, fresh ${Date.now().toString(36)}`;
  const db = await client.connect();
  try {
    await db.query("begin");
    const { rows } = await db.query<{ id: string }>(
      "update site_pages set content = jsonb_set(content, '{title}', to_jsonb($1::text)), version = version + 1 where path = $2 returning id",
      [title, changed],
    );
    await db.query("select pg_notify('page_content', $1)", [`page:${rows[0].id},page-links:${rows[0].id}`]);
    await db.query("commit");
  } finally {
    db.release();
  }
  const publishedAt = Date.now();

  for (const instance of instances) {
    await expect.poll(() => direct(instance, linking), { timeout: 5_000 }).toBe("miss");
    expect(await direct(instance, unrelated), `${instance.name} keeps ${unrelated}`).toBe("hit");
    const page = await (await fetch(`http://127.0.0.1:${instance.port}${changed}`)).text();
    expect(page).toContain(title);
  }
  await expect
    .poll(async () => (await get(changed, { "accept-encoding": "br" })).text.includes(title), {
      timeout: FRESH_THROUGH_NGINX_MS,
      intervals: [250],
    })
    .toBe(true);
  console.log(`a page's publish was on ${changed} through nginx after ${Date.now() - publishedAt} ms`);
});

test("one instance stopped with SIGTERM in the middle of a stream of requests: none fails, and every email goes out once", async () => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const names = Array.from({ length: 12 }, (_, i) => `Stream Owner ${i} ${stamp}`);
  const paths = ["/", "/insights", "/services", "/about", "/contact", "/marketplace"];
  const failures: string[] = [];
  let sent = 0;
  const [stopping] = instances.filter((instance) => instance.name === "b");

  const worker = async (lane: number) => {
    for (let i = 0; i < 40; i++) {
      const index = lane * 40 + i;
      try {
        if (index % 14 === 0 && index / 14 < names.length) {
          const lead = index / 14;
          const response = await postLead(names[lead], lead + 1, `198.51.100.${20 + lead}`);
          if (response.status !== 200) failures.push(`POST lead ${lead}: ${response.status}`);
        } else {
          const target = paths[index % paths.length];
          const response = await fetch(`${base}${target}`, { headers: { cookie: index % 2 ? "" : "visitor=1" } });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`GET ${target}: ${response.status}`);
        }
      } catch (error) {
        failures.push(`request ${index}: ${(error as Error).message}`);
      }
      sent++;
    }
  };
  const stream = Promise.all([0, 1, 2, 3].map(worker));
  await expect.poll(() => sent, { timeout: 30_000 }).toBeGreaterThan(40);
  stopping.server.child.kill("SIGTERM");
  await stream;
  expect(await stopping.server.exited).toBe(0);
  expect(sent).toBe(160);
  expect(failures, nginx.errors()).toEqual([]);

  // Each lead's two emails (the team's notification and the visitor's copy), once each, from whichever worker took them.
  const delivered = () => {
    const emails = readEmails(sink.dir);
    return names.filter(
      (name, i) =>
        emails.some((email) => email.to.includes(NOTIFY) && email.subject.includes(name)) &&
        emails.some((email) => email.to.includes(`owner${i + 1}@example.co.za`)),
    ).length;
  };
  await expect.poll(delivered, { timeout: 45_000 }).toBe(names.length);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const emails = readEmails(sink.dir);
  for (const [i, name] of names.entries()) {
    expect(
      emails.filter((email) => email.to.includes(NOTIFY) && email.subject.includes(name)),
      name,
    ).toHaveLength(1);
    expect(
      emails.filter((email) => email.to.includes(`owner${i + 1}@example.co.za`)),
      name,
    ).toHaveLength(1);
  }
});
