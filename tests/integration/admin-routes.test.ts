/**
 * The admin's route modules called as React Router calls them (real Request
 * objects, signed-in session cookies from Better Auth) against a database
 * started by startServices: who may do what, and what each answer looks like.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, blogCategories, blogPosts, sitePages } from "~/db/schema";
import * as audit from "~/routes/admin/audit";
import * as categories from "~/routes/admin/categories";
import * as dashboard from "~/routes/admin/dashboard";
import * as postEdit from "~/routes/admin/post-edit";
import * as postNew from "~/routes/admin/post-new";
import * as preview from "~/routes/admin/post-preview";
import * as images from "~/routes/resources/images";
import * as uploads from "~/routes/resources/uploads";
import {
  BASE,
  CLIENT_IP,
  context,
  startAdminSession,
  toastOf,
  type AdminSession,
  type Args,
  type DataFunction,
  type Who,
} from "../support/admin-session";

let session: AdminSession;
let categoryId = "";

beforeAll(async () => {
  session = await startAdminSession("admin-routes", { adminEmail: "editor@kestrel.test", seed: true });
  [{ id: categoryId }] = await db().select({ id: blogCategories.id }).from(blogCategories).limit(1);
});

afterAll(async () => {
  await session?.stop();
});

// ---------------------------------------------------------------- helpers

const cookieFor = (who: Who) => session.cookieFor(who);

function get(url: string, who: Who): Request {
  const cookie = cookieFor(who);
  return new Request(`${BASE}${url}`, { headers: cookie ? { cookie } : {} });
}

function post(url: string, who: Who, body: Record<string, string | Blob> | FormData): Request {
  const form = body instanceof FormData ? body : new FormData();
  if (!(body instanceof FormData)) for (const [key, value] of Object.entries(body)) form.append(key, value);
  const cookie = cookieFor(who);
  return new Request(`${BASE}${url}`, {
    method: "POST",
    body: form,
    headers: { origin: BASE, ...(cookie ? { cookie } : {}) },
  });
}

const call = (fn: DataFunction, { request, params = {} }: Args) =>
  (fn as unknown as (args: object) => Promise<unknown>)({ request, params, context, unstable_pattern: "" });

/** What a loader or action threw or returned, as a status and body. */
async function outcome(
  fn: DataFunction,
  args: Args,
): Promise<{ status: number; body: unknown; headers: Headers; thrown: boolean }> {
  let value: unknown;
  let thrown = false;
  try {
    value = await call(fn, args);
  } catch (error) {
    value = error;
    thrown = true;
  }
  if (value instanceof Response) {
    return { status: value.status, body: null, headers: value.headers, thrown };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers), thrown };
  }
  return { status: 200, body: value, headers: new Headers(), thrown };
}

async function snapshot() {
  const [[posts], [cats], [events], titles] = await Promise.all([
    db().select({ n: count() }).from(blogPosts),
    db().select({ n: count() }).from(blogCategories),
    db().select({ n: count() }).from(auditEvents),
    db()
      .select({ id: blogPosts.id, title: blogPosts.title, isPublished: blogPosts.isPublished })
      .from(blogPosts)
      .orderBy(blogPosts.id),
  ]);
  const names = await db()
    .select({ id: blogCategories.id, name: blogCategories.name })
    .from(blogCategories)
    .orderBy(blogCategories.id);
  return { posts: posts.n, categories: cats.n, events: events.n, titles, names };
}

function validPost(overrides: Record<string, string | Blob> = {}): Record<string, string | Blob> {
  return {
    title: `Route post ${crypto.randomBytes(3).toString("hex")}`,
    summary: "A summary.",
    content: "## Heading\n\nBody text.",
    categoryId,
    tags: "Pricing, Cash",
    authorName: "",
    authorBio: "",
    featuredImageUrl: "",
    seoTitle: "",
    seoDescription: "",
    ...overrides,
  };
}

async function anyPost() {
  const [row] = await db().select().from(blogPosts).limit(1);
  return row;
}

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

// ---------------------------------------------------------------- who may

describe("every admin loader and action", () => {
  const cases = (): { name: string; fn: DataFunction; args: () => Promise<Args> | Args; who?: Who }[] => [
    { name: "dashboard loader", fn: dashboard.loader, args: () => ({ request: get("/admin", "anonymous") }) },
    { name: "new post loader", fn: postNew.loader, args: () => ({ request: get("/admin/posts/new", "anonymous") }) },
    {
      name: "edit post loader",
      fn: postEdit.loader,
      args: async () => {
        const row = await anyPost();
        return { request: get(`/admin/posts/${row.id}`, "anonymous"), params: { id: row.id } };
      },
    },
    {
      name: "categories loader",
      fn: categories.loader,
      args: () => ({ request: get("/admin/categories", "anonymous") }),
    },
    {
      name: "audit loader",
      fn: audit.loader,
      args: () => ({ request: get("/admin/audit?action=blog_post_created", "anonymous") }),
    },
    { name: "preview loader", fn: preview.loader, args: () => ({ request: get("/admin/posts/preview", "anonymous") }) },
  ];

  it.each(["dashboard", "new post", "edit post", "categories", "audit", "preview"])(
    "%s loader sends the signed-out to /auth with the way back",
    async (name) => {
      const entry = cases().find((c) => c.name === `${name} loader`)!;
      const args = await entry.args();
      const result = await outcome(entry.fn, args);
      const url = new URL(args.request.url);
      expect(result.status).toBe(302);
      expect(result.headers.get("location")).toBe(
        `/auth?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
      );
    },
  );

  it.each(["dashboard", "new post", "edit post", "categories", "audit", "preview"])(
    "%s loader answers a signed-in non-admin with 403",
    async (name) => {
      const entry = cases().find((c) => c.name === `${name} loader`)!;
      const args = await entry.args();
      const result = await outcome(entry.fn, { ...args, request: get(new URL(args.request.url).pathname, "member") });
      expect(result.thrown).toBe(true);
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ message: "You don't have permission to access this page." });
    },
  );

  async function mutations(who: Who) {
    const target = await anyPost();
    return [
      {
        fn: postNew.action as DataFunction,
        args: { request: post("/admin/posts/new", who, validPost({ title: "Intruder's post", isPublished: "on" })) },
      },
      {
        fn: postEdit.action as DataFunction,
        args: {
          request: post(`/admin/posts/${target.id}`, who, validPost({ title: "Defaced" })),
          params: { id: target.id },
        },
      },
      {
        fn: dashboard.action as DataFunction,
        args: { request: post("/admin?index", who, { intent: "delete", id: target.id, confirm: "yes" }) },
      },
      {
        fn: categories.action as DataFunction,
        args: { request: post("/admin/categories", who, { intent: "create", name: "Intruders" }) },
      },
      {
        fn: categories.action as DataFunction,
        args: {
          request: post("/admin/categories", who, { intent: "rename", id: categoryId, name: "Renamed by intruder" }),
        },
      },
      {
        fn: categories.action as DataFunction,
        args: { request: post("/admin/categories", who, { intent: "delete", id: categoryId }) },
      },
      { fn: preview.action as DataFunction, args: { request: post("/admin/posts/preview", who, { content: "# hi" }) } },
    ];
  }

  it("actions send the signed-out to /auth and change nothing", async () => {
    const before = await snapshot();
    for (const { fn, args } of await mutations("anonymous")) {
      const result = await outcome(fn, args);
      expect(result.status, args.request.url).toBe(302);
      expect(result.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("actions answer a signed-in non-admin with 403 and change nothing", async () => {
    const before = await snapshot();
    for (const { fn, args } of await mutations("member")) {
      const result = await outcome(fn, args);
      expect(result.thrown, args.request.url).toBe(true);
      expect(result.status, args.request.url).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});

// ---------------------------------------------------------------- posts

describe("posts as an admin", () => {
  it("the dashboard lists every post, drafts included", async () => {
    const result = await outcome(dashboard.loader, { request: get("/admin", "admin") });
    const body = result.body as { posts: { title: string; isPublished: boolean }[]; loadError: string | null };
    expect(body.loadError).toBeNull();
    expect(body.posts.length).toBeGreaterThan(5);
  });

  it("creating redirects to the new post's editor with the success toast, and records who and from where", async () => {
    const values = validPost({ title: "Created through the route", isPublished: "on" });
    const result = await outcome(postNew.action, { request: post("/admin/posts/new", "admin", values) });
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.title, "Created through the route"));
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe(`/admin/posts/${row.id}`);
    expect(await toastOf(result.headers)).toEqual({
      kind: "success",
      title: "Blog post created successfully",
      description: "It is live on the site.",
    });

    expect(row).toMatchObject({
      slug: "created-through-the-route",
      isPublished: true,
      tags: ["pricing", "cash"],
      authorName: "Kestrel Advisory Team",
      content: "## Heading\n\nBody text.", // the multipart body's CRLF line breaks, stored as typed
    });
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.resourceId, row.id));
    expect(event).toMatchObject({ action: "blog_post_created", userId: session.adminId, ip: CLIENT_IP });
  });

  it("an empty form answers 400 with a message under each required field", async () => {
    const before = await snapshot();
    const result = await outcome(postNew.action, { request: post("/admin/posts/new", "admin", {}) });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      formError: null,
      fieldErrors: {
        title: "Title is required",
        summary: "Summary is required",
        content: "Content is required",
        categoryId: "Please choose a category",
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("oversized and malformed fields answer 400 with messages (never 500) and keep what was typed", async () => {
    const values = validPost({
      title: "x".repeat(5000),
      content: "y".repeat(100_001),
      featuredImageUrl: "javascript:alert(1)",
      categoryId: "not-a-category",
      tags: Array.from({ length: 13 }, (_, i) => `t${i}`).join(","),
    });
    const result = await outcome(postNew.action, { request: post("/admin/posts/new", "admin", values) });
    expect(result.status).toBe(400);
    const body = result.body as { fieldErrors: Record<string, string>; values: { title: string; content: string } };
    expect(body.fieldErrors).toEqual({
      title: "Title must be at most 200 characters",
      content: "Content must be at most 100,000 characters",
      featuredImageUrl: "Image URL must start with http:// or https://",
      categoryId: "Please choose a category",
      tags: "Use at most 12 tags",
    });
    expect(body.values.title).toHaveLength(5000);
    expect(body.values.content).toHaveLength(100_001);
  });

  it("a body that is not a form answers 400, not 500", async () => {
    const request = new Request(`${BASE}/admin/posts/new`, {
      method: "POST",
      headers: { cookie: cookieFor("admin"), "content-type": "multipart/form-data; boundary=nope" },
      body: "garbage",
    });
    const result = await outcome(postNew.action, { request });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ formError: "The form could not be read. Please try again." });
  });

  it("a database failure while saving answers with the spec's error and keeps what was typed", async () => {
    await db().execute(
      sql.raw("alter table blog_posts add constraint test_refuse_title check (title <> 'Database says no') not valid"),
    );
    try {
      const values = validPost({ title: "Database says no", content: "Typed with care" });
      const result = await outcome(postNew.action, { request: post("/admin/posts/new", "admin", values) });
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({
        formError: "Failed to save blog post",
        fieldErrors: {},
        values: { title: "Database says no", content: "Typed with care", categoryId },
      });

      const target = await anyPost();
      const edit = await outcome(postEdit.action, {
        request: post(
          `/admin/posts/${target.id}`,
          "admin",
          validPost({ title: "Database says no", version: String(target.version) }),
        ),
        params: { id: target.id },
      });
      expect(edit.status).toBe(503);
      expect(edit.body).toMatchObject({ formError: "Failed to save blog post" });
      expect((await anyPostById(target.id)).title).toBe(target.title);
    } finally {
      await db().execute(sql.raw("alter table blog_posts drop constraint if exists test_refuse_title"));
    }
  });

  it("editing loads the post, saves back to its editor with the success toast, and 404s an unknown one", async () => {
    const created = await outcome(postNew.action, {
      request: post("/admin/posts/new", "admin", validPost({ title: "To be edited" })),
    });
    expect(created.status).toBe(302);
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.title, "To be edited"));

    const loaded = await outcome(postEdit.loader, {
      request: get(`/admin/posts/${row.id}`, "admin"),
      params: { id: row.id },
    });
    expect(loaded.body).toMatchObject({
      post: { id: row.id, values: { title: "To be edited", tags: "pricing, cash", seoTitle: "" } },
    });

    const saved = await outcome(postEdit.action, {
      request: post(
        `/admin/posts/${row.id}`,
        "admin",
        validPost({ title: "Edited through the route", isPublished: "on", version: "1" }),
      ),
      params: { id: row.id },
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/posts/${row.id}`);
    expect(await toastOf(saved.headers)).toEqual({
      kind: "success",
      title: "Blog post updated successfully",
      description: "It is live on the site.",
    });

    // A save from a form that started before that one is refused, naming what changed since.
    const stale = await outcome(postEdit.action, {
      request: post(
        `/admin/posts/${row.id}`,
        "admin",
        validPost({ title: "Stale edit", isPublished: "on", version: "1" }),
      ),
      params: { id: row.id },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ values: { title: "Stale edit" }, conflict: { version: 2 } });
    expect((await anyPostById(row.id)).title).toBe("Edited through the route");
    expect(await anyPostById(row.id)).toMatchObject({
      title: "Edited through the route",
      slug: "edited-through-the-route",
      isPublished: true,
    });

    for (const id of [crypto.randomUUID(), "nope"]) {
      const missing = await outcome(postEdit.loader, { request: get(`/admin/posts/${id}`, "admin"), params: { id } });
      expect(missing.status).toBe(404);
      const missingSave = await outcome(postEdit.action, {
        request: post(`/admin/posts/${id}`, "admin", validPost()),
        params: { id },
      });
      expect(missingSave.status).toBe(404);
    }
  });

  it("a live post's draft and its Publish changes each land back in its editor, which offers Publish changes", async () => {
    const title = `Live route post ${crypto.randomBytes(3).toString("hex")}`;
    await outcome(postNew.action, {
      request: post("/admin/posts/new", "admin", validPost({ title, isPublished: "on" })),
    });
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.title, title));
    const editor = `/admin/posts/${row.id}`;
    const save = (intent: string, version: number, summary: string) =>
      outcome(postEdit.action, {
        request: post(
          editor,
          "admin",
          validPost({ title, summary, isPublished: "on", intent, version: String(version) }),
        ),
        params: { id: row.id },
      });

    const drafted = await save("save", 1, "A draft of the summary.");
    expect([drafted.status, drafted.headers.get("location")]).toEqual([302, editor]);
    expect(await toastOf(drafted.headers)).toEqual({
      kind: "success",
      title: "Blog post updated successfully",
      description:
        "Saved as a draft of the live post: readers see the published version until you press Publish changes.",
    });
    // Where it lands: the draft, waiting, in a live post's editor (which draws Publish changes).
    const loaded = await outcome(postEdit.loader, { request: get(editor, "admin"), params: { id: row.id } });
    expect(loaded.body).toMatchObject({
      post: { isPublished: true, version: 2, values: { summary: "A draft of the summary." } },
      late: false,
    });
    expect((loaded.body as { post: { pendingSavedAt: Date | null } }).post.pendingSavedAt).not.toBeNull();

    const published = await save("publish", 2, "A draft of the summary.");
    expect([published.status, published.headers.get("location")]).toEqual([302, editor]);
    expect(await toastOf(published.headers)).toMatchObject({ description: "It is live on the site." });
    expect(await anyPostById(row.id)).toMatchObject({ summary: "A draft of the summary.", pendingChanges: null });
  });

  it("the dashboard counts the late scheduled posts for its warning, and marks each late row", async () => {
    const title = `Late route post ${crypto.randomBytes(3).toString("hex")}`;
    const before = (await outcome(dashboard.loader, { request: get("/admin", "admin") })).body as { latePosts: number };
    const [late] = await db()
      .insert(blogPosts)
      .values({
        title,
        slug: `late-${crypto.randomBytes(3).toString("hex")}`,
        summary: "A summary.",
        content: "Body.",
        categoryId,
        authorName: "Kestrel",
        publishAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    try {
      const result = await outcome(dashboard.loader, {
        request: get(`/admin?q=${encodeURIComponent(title)}`, "admin"),
      });
      const body = result.body as { latePosts: number; posts: { id: string; state: string; late: boolean }[] };
      expect(body.latePosts).toBe(before.latePosts + 1);
      expect(body.posts).toMatchObject([{ id: late.id, state: "scheduled", late: true }]);
    } finally {
      await db().delete(blogPosts).where(eq(blogPosts.id, late.id));
    }
  });

  it("the dashboard lists the late scheduled pages for its warning, each with its editor's address", async () => {
    const path = `/late-route-${crypto.randomBytes(3).toString("hex")}`;
    const [stored] = await db().select({ content: sitePages.content }).from(sitePages).limit(1);
    const publishAt = new Date(Date.now() - 10 * 60_000);
    const [late] = await db()
      .insert(sitePages)
      .values({ path, content: { ...stored.content, title: "A late page" }, publishAt })
      .returning();
    try {
      const result = await outcome(dashboard.loader, { request: get("/admin", "admin") });
      const body = result.body as { latePages: { count: number; pages: { id: string; path: string }[] } };
      expect(body.latePages.count).toBe(1);
      expect(body.latePages.pages).toEqual([{ id: late.id, path, title: "A late page", publishAt, live: false }]);
    } finally {
      await db().delete(sitePages).where(eq(sitePages.id, late.id));
    }
  });

  it("deleting asks first (without JavaScript), then deletes with the success toast", async () => {
    await outcome(postNew.action, { request: post("/admin/posts/new", "admin", validPost({ title: "Doomed post" })) });
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.title, "Doomed post"));

    const ask = await outcome(dashboard.action, {
      request: post("/admin?index", "admin", { intent: "delete", id: row.id }),
    });
    expect(ask.status).toBe(200);
    expect(ask.body).toEqual({ kind: "confirm", post: { id: row.id, title: "Doomed post" } });
    expect(await anyPostById(row.id)).toBeDefined();

    const done = await outcome(dashboard.action, {
      request: post("/admin?index", "admin", { intent: "delete", id: row.id, confirm: "yes" }),
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin");
    expect(await toastOf(done.headers)).toEqual({ kind: "success", title: "Blog post deleted successfully" });
    expect(await anyPostById(row.id)).toBeUndefined();
    const events = await db().select().from(auditEvents).where(eq(auditEvents.resourceId, row.id));
    expect(events.map((event) => event.action).sort()).toEqual(["blog_post_created", "blog_post_deleted"]);

    const again = await outcome(dashboard.action, {
      request: post("/admin?index", "admin", { intent: "delete", id: row.id, confirm: "yes" }),
    });
    expect(again.status).toBe(404);
  });

  it("a database failure while deleting answers with the spec's error and keeps the post", async () => {
    await db().execute(
      sql.raw(`create or replace function test_refuse_delete() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await db().execute(
      sql.raw(
        "create trigger test_refuse_delete before delete on blog_posts for each row execute function test_refuse_delete()",
      ),
    );
    try {
      const target = await anyPost();
      const result = await outcome(dashboard.action, {
        request: post("/admin?index", "admin", { intent: "delete", id: target.id, confirm: "yes" }),
      });
      expect(result.status).toBe(503);
      expect(result.body).toEqual({ kind: "error", message: "Failed to delete blog post" });
      expect(await anyPostById(target.id)).toBeDefined();
    } finally {
      await db().execute(sql.raw("drop trigger if exists test_refuse_delete on blog_posts"));
    }
  });

  it("the dashboard says it failed to load data when the posts cannot be read", async () => {
    await db().execute(sql.raw("alter table blog_categories rename to blog_categories_away"));
    try {
      const result = await outcome(dashboard.loader, { request: get("/admin", "admin") });
      expect(result.thrown).toBe(false);
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({ posts: [], total: 0, loadError: "Failed to load data" });
    } finally {
      await db().execute(sql.raw("alter table blog_categories_away rename to blog_categories"));
    }
  });

  it("the preview renders sanitised Markdown", async () => {
    const content =
      "## Title\n\n**bold** <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>";
    const result = await outcome(preview.action, { request: post("/admin/posts/preview", "admin", { content }) });
    const { html } = result.body as { html: string };
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toMatch(/<script|onerror|javascript:/i);

    const tooLong = await outcome(preview.action, {
      request: post("/admin/posts/preview", "admin", { content: "z".repeat(100_001) }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ html: null, error: "Content must be at most 100,000 characters" });

    const viaGet = await outcome(preview.loader, { request: get("/admin/posts/preview", "admin") });
    expect(viaGet.status).toBe(405);
  });
});

async function anyPostById(id: string) {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

// ---------------------------------------------------------------- uploads

describe("featured image uploads", () => {
  it("stores an uploaded PNG as resized variants whatever its name, and serves them with safe headers", async () => {
    const values = validPost({
      title: "With an image",
      featuredImageUrl: "https://ignored.example/x.png",
      featuredImageAlt: "A dot",
    });
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    form.append("featuredImage", new File([new Uint8Array(png)], "../../evil name.svg", { type: "image/svg+xml" }));
    const result = await outcome(postNew.action, { request: post("/admin/posts/new", "admin", form) });
    expect(result.status).toBe(302);

    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.title, "With an image"));
    expect(row.featuredImageUrl).toMatch(/^\/images\/[0-9a-f-]{36}\/480\.jpg$/);
    expect(row.featuredImageId).toBe(row.featuredImageUrl!.split("/")[2]);
    // Nothing is written to the early uploads folder any more.
    expect(fs.existsSync(path.join(session.dataDir, "uploads"))).toBe(false);

    const [, , id, file] = row.featuredImageUrl!.split("/");
    const served = (await call(images.loader, {
      request: get(row.featuredImageUrl!, "anonymous"),
      params: { id, file },
    })) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toMatch(/max-age=31536000/);
  });

  it("still serves a featured image uploaded before images were resized, at its old address", async () => {
    const name = `${crypto.randomBytes(16).toString("hex")}.png`;
    fs.mkdirSync(path.join(session.dataDir, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(session.dataDir, "uploads", name), PNG);
    try {
      const served = (await call(uploads.loader, {
        request: get(`/uploads/${name}`, "anonymous"),
        params: { file: name },
      })) as Response;
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toMatch(/max-age=31536000/);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    } finally {
      fs.rmSync(path.join(session.dataDir, "uploads"), { recursive: true, force: true });
    }
  });

  it("refuses a file that is not an image whatever its name, and one over 5 MB, keeping the rest", async () => {
    for (const [file, message] of [
      [
        new File(["<svg onload=alert(1)>"], "cover.png", { type: "image/png" }),
        "Please choose a PNG, JPEG, WebP or GIF image.",
      ],
      [
        new File([PNG, Buffer.alloc(5 * 1024 * 1024)], "huge.png", { type: "image/png" }),
        "The image must be 5 MB or smaller.",
      ],
    ] as const) {
      const before = await snapshot();
      const form = new FormData();
      for (const [key, value] of Object.entries(validPost({ title: "Image refused", featuredImageAlt: "A cover" })))
        form.append(key, value);
      form.append("featuredImage", file);
      const result = await outcome(postNew.action, { request: post("/admin/posts/new", "admin", form) });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ fieldErrors: { featuredImage: message } });
      expect(await snapshot()).toEqual(before);
    }
  });

  it("a body far over the limit is refused before it is read in full", async () => {
    const request = new Request(`${BASE}/admin/posts/new`, {
      method: "POST",
      headers: {
        cookie: cookieFor("admin"),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      body: "--x--",
    });
    const result = await outcome(postNew.action, { request });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      fieldErrors: { featuredImage: "The image must be 5 MB or smaller." },
      values: null,
    });
  });

  it.each([
    "../auth-secret",
    "..%2Fauth-secret",
    "0123456789abcdef0123456789abcdef.svg",
    "ABCDEF0123456789abcdef0123456789.png",
    "cover.png",
    "0123456789abcdef0123456789abcdef.png",
  ])("answers 404 for /uploads/%s", async (file) => {
    const response = (await call(uploads.loader, {
      request: get(`/uploads/${file}`, "anonymous"),
      params: { file },
    })) as Response;
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});

// ---------------------------------------------------------------- categories and audit

describe("categories as an admin", () => {
  it("adds, renames, refuses to delete one in use, and deletes an empty one", async () => {
    const add = await outcome(categories.action, {
      request: post("/admin/categories", "admin", { intent: "create", name: "  Tax & Compliance " }),
    });
    expect(add.status).toBe(302);
    expect(await toastOf(add.headers)).toMatchObject({ kind: "success", title: "Category added" });
    const [made] = await db().select().from(blogCategories).where(eq(blogCategories.name, "Tax & Compliance"));
    expect(made.slug).toBe("tax-compliance");

    const blank = await outcome(categories.action, {
      request: post("/admin/categories", "admin", { intent: "create", name: " " }),
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ fieldErrors: { name: "Category name is required" } });

    const duplicate = await outcome(categories.action, {
      request: post("/admin/categories", "admin", { intent: "create", name: "tax & compliance" }),
    });
    expect(duplicate.status).toBe(409);

    const rename = await outcome(categories.action, {
      request: post("/admin/categories", "admin", { intent: "rename", id: made.id, name: "Tax" }),
    });
    expect(rename.status).toBe(302);
    expect(await toastOf(rename.headers)).toMatchObject({ title: "Category renamed" });

    const used = await outcome(categories.action, {
      request: post("/admin/categories", "admin", { intent: "delete", id: categoryId }),
    });
    expect(used.status).toBe(409);
    expect((used.body as { message: string }).message).toMatch(
      /^Move or delete the \d+ posts? in this category first\.$/,
    );
    expect(await db().select().from(blogCategories).where(eq(blogCategories.id, categoryId))).toHaveLength(1);

    const remove = await outcome(categories.action, {
      request: post("/admin/categories", "admin", { intent: "delete", id: made.id }),
    });
    expect(remove.status).toBe(302);
    expect(await db().select().from(blogCategories).where(eq(blogCategories.id, made.id))).toEqual([]);

    const listed = await outcome(categories.loader, { request: get("/admin/categories", "admin") });
    const names = (listed.body as { categories: { name: string; postCount: number }[] }).categories;
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names.every((category) => typeof category.postCount === "number")).toBe(true);
  });
});

describe("the audit log as an admin", () => {
  it("lists newest first with the admin's email, filtered by the query", async () => {
    const all = await outcome(audit.loader, { request: get("/admin/audit", "admin") });
    const body = all.body as {
      events: { action: string; userEmail: string | null; createdAt: Date }[];
      total: number;
      options: { actions: string[] };
    };
    expect(body.total).toBeGreaterThan(0);
    expect(body.events.some((event) => event.userEmail === "editor@kestrel.test")).toBe(true);
    expect(body.options.actions).toEqual(
      expect.arrayContaining(["blog_post_created", "blog_post_deleted", "blog_category_renamed"]),
    );

    const filtered = await outcome(audit.loader, {
      request: get("/admin/audit?action=blog_category_created&resourceType=blog_category", "admin"),
    });
    const events = (filtered.body as { events: { action: string }[]; filters: unknown }).events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.action === "blog_category_created")).toBe(true);
    expect((filtered.body as { filters: unknown }).filters).toEqual({
      action: "blog_category_created",
      resourceType: "blog_category",
    });

    const hostile = await outcome(audit.loader, {
      request: get("/admin/audit?action=%27%20or%201%3D1--&page=-4", "admin"),
    });
    expect((hostile.body as { filters: unknown; page: number }).filters).toEqual({ action: null, resourceType: null });
    expect((hostile.body as { page: number }).page).toBe(1);
  });
});
