/**
 * Who may do what in the admin, as one table: every loader and action of every admin route (read from the route
 * config, so a new admin route without a row fails here), called as React Router calls it by nobody signed in, a
 * user who is not staff, an editor, a sales member and an admin. Each call asks for a real change; where access is
 * denied the answer is a redirect to sign in or a 403, and no table holds a different row afterwards.
 */
import crypto from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  blogCategories,
  blogPostRevisions,
  blogPosts,
  emailOutbox,
  sitePageRevisions,
  sitePages,
  user,
} from "~/db/schema";
import { findMarketingPage } from "~/content/pages/find-page.server";
import { marketingPages } from "~/content/pages";
import { storePage } from "~/content/pages/schema/stored-page";
import { createIssue } from "~/lib/newsletter/newsletter-issues.server";
import { factsToForm } from "~/lib/site-settings/facts";
import { settingForEditing } from "~/lib/site-settings/site-settings.server";
import { createSitePage } from "~/lib/site-pages/page-admin.server";
import { saveRedirect } from "~/lib/site-pages/redirects.server";
import type { StaffRole } from "~/lib/accounts/roles";
import routeConfig from "~/routes";
import * as postNew from "~/routes/admin/post-new";
import * as postEdit from "~/routes/admin/post-edit";
import {
  BASE,
  EVERYONE,
  getRequest,
  outcome,
  postRequest,
  startAdminSession,
  type AdminSession,
  type Args,
  type DataFunction,
  type Who,
} from "../support/admin-session";
import { addContact, addNewsletter } from "../support/lead-fixtures";

let session: AdminSession;
let categoryId = "";

beforeAll(async () => {
  session = await startAdminSession("admin-access", { seed: true });
  [{ id: categoryId }] = await db().select({ id: blogCategories.id }).from(blogCategories).limit(1);
});

afterAll(async () => {
  await session?.stop();
});

const get = (url: string, who: Who) => getRequest(session, url, who);
const post = (url: string, who: Who, body: Record<string, string>) => postRequest(session, url, who, body);

function postFields(title = `Access ${crypto.randomBytes(4).toString("hex")}`): Record<string, string> {
  return {
    title,
    summary: "A summary.",
    content: "Body text.",
    categoryId,
    tags: "Pricing",
    authorName: "",
    authorBio: "",
    featuredImageUrl: "",
    seoTitle: "",
    seoDescription: "",
  };
}

/** A new draft post, made by an admin through the post form; its id. */
async function aPost(): Promise<string> {
  const fields = postFields();
  const made = await outcome(postNew.action, { request: post("/admin/posts/new", "admin", fields) });
  const [row] = await db().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.title, fields.title));
  expect([made.status, made.headers.get("location")]).toEqual([302, `/admin/posts/${row.id}`]);
  return row.id;
}

/** A new draft page, made for one call; its id. */
async function aNewSitePage(): Promise<string> {
  const made = await createSitePage(
    { title: "Access page", path: `/access-page-${crypto.randomBytes(4).toString("hex")}`, from: "blank" },
    { by: { id: session.adminId, name: "Admin" } },
  );
  if (!made.ok) throw new Error(made.message);
  return made.id;
}

/** A published post with a saved draft of changes (version 2); its id. */
async function aLivePostWithDraft(): Promise<string> {
  const fields: Record<string, string> = { ...postFields(), isPublished: "on" };
  await outcome(postNew.action, { request: post("/admin/posts/new", "admin", fields) });
  const [row] = await db().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.title, fields.title));
  const saved = await outcome(postEdit.action, {
    request: post(`/admin/posts/${row.id}`, "admin", { ...fields, summary: "A pending summary.", version: "1" }),
    params: { id: row.id },
  });
  expect(saved.status).toBe(302);
  return row.id;
}

/** The fields of the newsletter's compose form, with one published post ticked. */
async function issueFields(): Promise<Record<string, string>> {
  const [post] = await db()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .limit(1);
  return {
    intent: "save",
    subject: `Issue ${crypto.randomBytes(4).toString("hex")}`,
    intro: "A few words.",
    postId: post.id,
  };
}

/** A draft issue of the newsletter, made by the admin; its id. */
async function anIssue(): Promise<string> {
  const { subject, intro, postId } = await issueFields();
  const made = await createIssue(
    { id: session.adminId, email: session.adminEmail },
    { subject, intro, postIds: [postId] },
  );
  if (!made.ok) throw new Error("the draft issue was refused");
  return made.id;
}

/** A draft issue and a confirmed subscriber to send it to; the issue's id. */
async function anIssueToSend(): Promise<string> {
  await addNewsletter(`reader-${crypto.randomBytes(4).toString("hex")}@example.co.za`);
  return anIssue();
}

/** The editor's Insert image control sending a real image with its alt text (multipart). */
async function bodyImagePost(who: Who): Promise<Request> {
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("image", new File([new Uint8Array(png)], "chart.png", { type: "image/png" }));
  form.append("alt", "A chart");
  const cookie = session.cookieFor(who);
  return new Request(`${BASE}/admin/posts/images`, {
    method: "POST",
    body: form,
    headers: { origin: BASE, ...(cookie ? { cookie } : {}) },
  });
}

/** A page of its own, never published, with its first revision (version 1); its id and the revision's. */
async function aSitePage(): Promise<{ id: string; revisionId: string }> {
  const path = `/access-${crypto.randomBytes(4).toString("hex")}`;
  const content = storePage({ ...findMarketingPage("/about/faq")!, path });
  const [page] = await db().insert(sitePages).values({ path, content }).returning({ id: sitePages.id });
  const [revision] = await db()
    .insert(sitePageRevisions)
    .values({ pageId: page.id, version: 1, kind: "saved", fields: { path, content } })
    .returning({ id: sitePageRevisions.id });
  return { id: page.id, revisionId: revision.id };
}

/** An email the outbox gave up on; its id. */
async function aDeadEmail(): Promise<string> {
  const [row] = await db()
    .insert(emailOutbox)
    .values({
      to: "owner@example.co.za",
      subject: `Access ${crypto.randomUUID()}`,
      text: "Hello",
      status: "dead",
      attempts: 8,
      lastError: "550 mailbox unavailable",
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/** A live page of its own with changes waiting (version 2), a copy of the FAQ; its id. */
async function aSitePageWithDraft(): Promise<string> {
  const faq = marketingPages.find((page) => page.path === "/about/faq")!;
  const path = `/about/access-${crypto.randomBytes(4).toString("hex")}`;
  const content = storePage({ ...faq, path });
  const [row] = await db()
    .insert(sitePages)
    .values({
      path,
      content,
      pendingChanges: { ...content, title: "Pending words" },
      pendingSavedAt: new Date(),
      isPublished: true,
      publishedAt: new Date(),
      version: 2,
    })
    .returning({ id: sitePages.id });
  return row.id;
}

let securityCalls = 0;

const STAFF: Record<string, readonly StaffRole[]> = {
  all: ["admin", "editor", "sales"],
  posts: ["admin", "editor"],
  pages: ["admin", "editor"],
  leads: ["admin", "sales"],
  newsletter: ["admin", "editor"],
  admin: ["admin"],
};

type Row = {
  /** the route module, as app/routes.ts names it */
  file: string;
  fn: "loader" | "action";
  /** the roles that may; everyone else is refused */
  allowed: readonly StaffRole[];
  /** what an allowed call answers (a role not listed answers `status`) */
  status: number;
  statusFor?: Partial<Record<StaffRole, number>>;
  /** a request asking for a real change (or a read), built afresh for each caller */
  args: (who: Who) => Promise<Args> | Args;
};

const TABLE: Row[] = [
  {
    file: "routes/admin/layout.tsx",
    fn: "loader",
    allowed: STAFF.all,
    status: 200,
    args: (who) => ({ request: get("/admin/leads", who) }),
  },
  {
    file: "routes/admin/dashboard.tsx",
    fn: "loader",
    allowed: STAFF.all,
    status: 200,
    // Sales may not edit posts: the admin opens on the leads for them.
    statusFor: { sales: 302 },
    args: (who) => ({ request: get("/admin", who) }),
  },
  {
    file: "routes/admin/dashboard.tsx",
    fn: "action",
    allowed: STAFF.posts,
    status: 302,
    args: async (who) => ({ request: post("/admin", who, { intent: "delete", id: await aPost(), confirm: "yes" }) }),
  },
  {
    file: "routes/admin/dashboard.tsx",
    fn: "action",
    allowed: STAFF.posts,
    status: 302,
    args: async (who) => ({
      request: post("/admin", who, { intent: "bulk", bulkAction: "publish", ids: await aPost() }),
    }),
  },
  {
    file: "routes/admin/dashboard.tsx",
    fn: "action",
    allowed: STAFF.posts,
    status: 302,
    args: async (who) => ({
      request: post("/admin", who, { intent: "bulk", bulkAction: "delete", ids: await aPost(), confirm: "yes" }),
    }),
  },
  {
    file: "routes/admin/post-new.tsx",
    fn: "loader",
    allowed: STAFF.posts,
    status: 200,
    args: (who) => ({ request: get("/admin/posts/new", who) }),
  },
  {
    file: "routes/admin/post-new.tsx",
    fn: "action",
    allowed: STAFF.posts,
    status: 302,
    args: (who) => ({ request: post("/admin/posts/new", who, postFields()) }),
  },
  {
    file: "routes/admin/post-edit.tsx",
    fn: "loader",
    allowed: STAFF.posts,
    status: 200,
    args: async (who) => {
      const id = await aPost();
      return { request: get(`/admin/posts/${id}`, who), params: { id } };
    },
  },
  {
    file: "routes/admin/post-edit.tsx",
    fn: "action",
    allowed: STAFF.posts,
    status: 302,
    args: async (who) => {
      const id = await aPost();
      return { request: post(`/admin/posts/${id}`, who, { ...postFields(), version: "1" }), params: { id } };
    },
  },
  {
    file: "routes/admin/post-edit.tsx",
    fn: "action",
    allowed: STAFF.posts,
    status: 302,
    args: async (who) => {
      const id = await aLivePostWithDraft();
      return { request: post(`/admin/posts/${id}`, who, { intent: "discard", confirm: "yes" }), params: { id } };
    },
  },
  {
    file: "routes/admin/post-edit.tsx",
    fn: "action",
    allowed: STAFF.posts,
    status: 200,
    args: async (who) => {
      const id = await aPost();
      return { request: post(`/admin/posts/${id}`, who, { intent: "preview-link" }), params: { id } };
    },
  },
  {
    file: "routes/admin/post-history.tsx",
    fn: "loader",
    allowed: STAFF.posts,
    status: 200,
    args: async (who) => {
      const id = await aPost();
      return { request: get(`/admin/posts/${id}/history`, who), params: { id } };
    },
  },
  {
    file: "routes/admin/post-history.tsx",
    fn: "action",
    allowed: STAFF.posts,
    status: 302,
    args: async (who) => {
      const id = await aPost();
      const [revision] = await db()
        .select({ id: blogPostRevisions.id })
        .from(blogPostRevisions)
        .where(eq(blogPostRevisions.postId, id));
      return {
        request: post(`/admin/posts/${id}/history`, who, { intent: "restore", revisionId: revision.id, version: "1" }),
        params: { id },
      };
    },
  },
  {
    file: "routes/admin/page-history.tsx",
    fn: "loader",
    allowed: STAFF.pages,
    status: 200,
    args: async (who) => {
      const { id, revisionId } = await aSitePage();
      return { request: get(`/admin/pages/${id}/history?compare=${revisionId}`, who), params: { id } };
    },
  },
  {
    file: "routes/admin/page-history.tsx",
    fn: "action",
    allowed: STAFF.pages,
    status: 302,
    args: async (who) => {
      const { id, revisionId } = await aSitePage();
      return {
        request: post(`/admin/pages/${id}/history`, who, {
          intent: "restore",
          revisionId,
          version: "1",
          confirm: "yes",
        }),
        params: { id },
      };
    },
  },
  {
    file: "routes/admin/page-history.tsx",
    fn: "action",
    allowed: STAFF.pages,
    // The confirmation step without JavaScript: it asks, and changes nothing yet.
    status: 200,
    args: async (who) => {
      const { id, revisionId } = await aSitePage();
      return {
        request: post(`/admin/pages/${id}/history`, who, { intent: "restore", revisionId, version: "1" }),
        params: { id },
      };
    },
  },
  {
    file: "routes/admin/page-edit.tsx",
    fn: "loader",
    allowed: STAFF.pages,
    status: 200,
    args: async (who) => {
      const id = await aSitePageWithDraft();
      return { request: get(`/admin/pages/${id}`, who), params: { id } };
    },
  },
  {
    file: "routes/admin/page-edit.tsx",
    fn: "action",
    allowed: STAFF.pages,
    status: 302,
    // A save of the draft with no sections: a real change.
    args: async (who) => {
      const id = await aSitePageWithDraft();
      return {
        request: post(`/admin/pages/${id}`, who, { intent: "save", version: "2", "sections.$n": "0" }),
        params: { id },
      };
    },
  },
  {
    file: "routes/admin/page-edit.tsx",
    fn: "action",
    allowed: STAFF.pages,
    status: 302,
    args: async (who) => {
      const id = await aSitePageWithDraft();
      return {
        request: post(`/admin/pages/${id}`, who, { intent: "discard", version: "2", confirm: "yes" }),
        params: { id },
      };
    },
  },
  {
    file: "routes/admin/page-edit.tsx",
    fn: "action",
    allowed: STAFF.pages,
    status: 200,
    args: async (who) => {
      const id = await aSitePageWithDraft();
      return { request: post(`/admin/pages/${id}`, who, { intent: "preview-link" }), params: { id } };
    },
  },
  {
    file: "routes/admin/page-open.ts",
    fn: "loader",
    allowed: STAFF.pages,
    status: 302,
    args: (who) => ({ request: get("/admin/pages/open?path=/about/faq", who) }),
  },
  {
    file: "routes/admin/post-preview.ts",
    fn: "loader",
    allowed: STAFF.posts,
    status: 405,
    args: (who) => ({ request: get("/admin/posts/preview", who) }),
  },
  {
    file: "routes/admin/post-preview.ts",
    fn: "action",
    allowed: STAFF.posts,
    status: 200,
    args: (who) => ({ request: post("/admin/posts/preview", who, { content: "# Hi" }) }),
  },
  {
    file: "routes/admin/post-images.ts",
    fn: "loader",
    allowed: STAFF.posts,
    status: 405,
    args: (who) => ({ request: get("/admin/posts/images", who) }),
  },
  {
    file: "routes/admin/post-images.ts",
    fn: "action",
    allowed: STAFF.posts,
    status: 200,
    args: async (who) => ({ request: await bodyImagePost(who) }),
  },
  {
    file: "routes/admin/categories.tsx",
    fn: "loader",
    allowed: STAFF.posts,
    status: 200,
    args: (who) => ({ request: get("/admin/categories", who) }),
  },
  {
    file: "routes/admin/categories.tsx",
    fn: "action",
    allowed: STAFF.posts,
    status: 302,
    args: (who) => ({
      request: post("/admin/categories", who, {
        intent: "create",
        name: `Access ${crypto.randomBytes(3).toString("hex")}`,
      }),
    }),
  },
  {
    file: "routes/admin/site-facts.tsx",
    fn: "loader",
    allowed: STAFF.pages,
    status: 200,
    args: (who) => ({ request: get("/admin/site-facts", who) }),
  },
  {
    file: "routes/admin/site-facts.tsx",
    fn: "action",
    allowed: STAFF.pages,
    // A real change: the office hours, saved over the version stored now.
    status: 302,
    args: async (who) => ({
      request: post("/admin/site-facts", who, {
        ...factsToForm((await settingForEditing("facts")).value),
        hours: `Weekdays ${crypto.randomBytes(3).toString("hex")}`,
        version: String((await settingForEditing("facts")).version),
      }),
    }),
  },
  {
    file: "routes/admin/menus.tsx",
    fn: "loader",
    allowed: STAFF.pages,
    status: 200,
    args: (who) => ({ request: get("/admin/menus", who) }),
  },
  {
    file: "routes/admin/menus.tsx",
    fn: "action",
    allowed: STAFF.pages,
    // A real change: the mobile call bar's button, saved over the version stored now.
    status: 302,
    args: async (who) => ({ request: post("/admin/menus", who, await menusForm()) }),
  },
  {
    file: "routes/admin/pages.tsx",
    fn: "loader",
    allowed: STAFF.pages,
    status: 200,
    args: (who) => ({ request: get("/admin/pages?q=about", who) }),
  },
  {
    file: "routes/admin/page-new.tsx",
    fn: "loader",
    allowed: STAFF.pages,
    status: 200,
    args: (who) => ({ request: get("/admin/pages/new", who) }),
  },
  {
    file: "routes/admin/page-new.tsx",
    fn: "action",
    allowed: STAFF.pages,
    status: 302,
    args: (who) => ({
      request: post("/admin/pages/new", who, {
        title: "Access page",
        path: `/access-${crypto.randomBytes(4).toString("hex")}`,
        start: "blank",
        source: "",
      }),
    }),
  },
  {
    file: "routes/admin/page-settings.tsx",
    fn: "loader",
    allowed: STAFF.pages,
    status: 200,
    args: async (who) => {
      const id = await aNewSitePage();
      return { request: get(`/admin/pages/${id}/settings`, who), params: { id } };
    },
  },
  {
    file: "routes/admin/page-settings.tsx",
    fn: "action",
    allowed: STAFF.pages,
    status: 302,
    args: async (who) => {
      const id = await aNewSitePage();
      const fields = { intent: "settings", version: "1", title: "New title", description: "", ogImageKind: "none" };
      return { request: post(`/admin/pages/${id}/settings`, who, fields), params: { id } };
    },
  },
  {
    file: "routes/admin/page-settings.tsx",
    fn: "action",
    allowed: STAFF.pages,
    status: 302,
    args: async (who) => {
      const id = await aNewSitePage();
      const fields = { intent: "move", path: `/access-moved-${crypto.randomBytes(4).toString("hex")}`, confirm: "yes" };
      return { request: post(`/admin/pages/${id}/settings`, who, fields), params: { id } };
    },
  },
  {
    file: "routes/admin/page-settings.tsx",
    fn: "action",
    allowed: STAFF.pages,
    status: 302,
    args: async (who) => {
      const id = await aNewSitePage();
      const fields = { intent: "delete", after: "gone", confirm: "yes" };
      return { request: post(`/admin/pages/${id}/settings`, who, fields), params: { id } };
    },
  },
  {
    file: "routes/admin/redirects.tsx",
    fn: "loader",
    allowed: STAFF.admin,
    status: 200,
    args: (who) => ({ request: get("/admin/redirects", who) }),
  },
  {
    file: "routes/admin/redirects.tsx",
    fn: "action",
    allowed: STAFF.admin,
    status: 302,
    args: (who) => ({
      request: post("/admin/redirects", who, {
        intent: "add",
        fromPath: `/access-old-${crypto.randomBytes(4).toString("hex")}`,
        kind: "redirect",
        toPath: "/contact",
      }),
    }),
  },
  {
    file: "routes/admin/redirects.tsx",
    fn: "action",
    allowed: STAFF.admin,
    status: 302,
    args: async (who) => {
      const made = await saveRedirect(
        { fromPath: `/access-gone-${crypto.randomBytes(4).toString("hex")}`, toPath: null },
        { by: { id: session.adminId } },
      );
      if (!made.ok) throw new Error(made.message);
      return { request: post("/admin/redirects", who, { intent: "remove", id: made.id, confirm: "yes" }) };
    },
  },
  {
    file: "routes/admin/audit.tsx",
    fn: "loader",
    allowed: STAFF.admin,
    status: 200,
    args: (who) => ({ request: get("/admin/audit", who) }),
  },
  {
    file: "routes/admin/leads.tsx",
    fn: "loader",
    allowed: STAFF.leads,
    status: 200,
    args: (who) => ({ request: get("/admin/leads", who) }),
  },
  {
    file: "routes/admin/lead-detail.tsx",
    fn: "loader",
    allowed: STAFF.leads,
    status: 200,
    args: async (who) => {
      const id = await addContact();
      return { request: get(`/admin/leads/${id}`, who), params: { id } };
    },
  },
  {
    file: "routes/admin/lead-old-address.ts",
    fn: "loader",
    allowed: STAFF.leads,
    status: 301,
    args: async (who) => {
      const id = await addContact();
      return { request: get(`/admin/leads/contact/${id}`, who), params: { type: "contact", id } };
    },
  },
  {
    file: "routes/admin/lead-detail.tsx",
    fn: "action",
    allowed: STAFF.leads,
    status: 302,
    args: async (who) => {
      const id = await addContact();
      return {
        request: post(`/admin/leads/${id}`, who, { intent: "status", status: "contacted" }),
        params: { id },
      };
    },
  },
  {
    file: "routes/admin/lead-detail.tsx",
    fn: "action",
    allowed: STAFF.leads,
    status: 302,
    args: async (who) => {
      const id = await addContact();
      return {
        request: post(`/admin/leads/${id}`, who, { intent: "owner", owner: session.adminId }),
        params: { id },
      };
    },
  },
  {
    file: "routes/admin/lead-detail.tsx",
    fn: "action",
    allowed: STAFF.leads,
    status: 302,
    args: async (who) => {
      const id = await addContact();
      const reply = { intent: "reply", subject: "Re: your enquiry", body: "Thank you. When suits you for a call?" };
      return { request: post(`/admin/leads/${id}`, who, reply), params: { type: "contact", id } };
    },
  },
  {
    file: "routes/admin/lead-board.tsx",
    fn: "loader",
    allowed: STAFF.leads,
    status: 200,
    args: (who) => ({ request: get("/admin/leads/board", who) }),
  },
  {
    file: "routes/admin/lead-board.tsx",
    fn: "action",
    allowed: STAFF.leads,
    status: 302,
    args: async (who) => ({
      request: post("/admin/leads/board", who, {
        intent: "move",
        id: await addContact(),
        status: "qualified",
      }),
    }),
  },
  {
    file: "routes/admin/overview.tsx",
    fn: "loader",
    allowed: STAFF.leads,
    status: 200,
    args: (who) => ({ request: get("/admin/overview", who) }),
  },
  {
    file: "routes/admin/lead-person.tsx",
    fn: "loader",
    allowed: STAFF.leads,
    status: 200,
    args: async (who) => ({
      request: get(`/admin/leads/person?email=${encodeURIComponent(await aContactEmail())}`, who),
    }),
  },
  {
    file: "routes/admin/lead-person.tsx",
    fn: "action",
    allowed: STAFF.admin,
    status: 302,
    args: async (who) => ({
      request: post("/admin/leads/person", who, { intent: "erase", confirm: "yes", email: await aContactEmail() }),
    }),
  },
  {
    file: "routes/admin/lead-person-export.ts",
    fn: "loader",
    allowed: STAFF.leads,
    status: 405,
    args: (who) => ({ request: get("/admin/leads/person/export", who) }),
  },
  {
    file: "routes/admin/lead-person-export.ts",
    fn: "action",
    allowed: STAFF.leads,
    status: 200,
    args: async (who) => ({ request: post("/admin/leads/person/export", who, { email: await aContactEmail() }) }),
  },
  {
    file: "routes/admin/leads-export.ts",
    fn: "loader",
    allowed: STAFF.admin,
    status: 200,
    args: (who) => ({ request: get("/admin/leads/export.csv", who) }),
  },
  {
    file: "routes/admin/leads-export.ts",
    fn: "action",
    allowed: STAFF.admin,
    status: 200,
    args: async (who) => ({
      request: post("/admin/leads/export.csv", who, { intent: "bulk", bulkAction: "export", ids: await addContact() }),
    }),
  },
  {
    file: "routes/admin/leads.tsx",
    fn: "action",
    allowed: STAFF.leads,
    status: 302,
    args: async (who) => ({
      request: post("/admin/leads", who, { intent: "bulk", bulkAction: "spam", ids: await addContact() }),
    }),
  },
  {
    file: "routes/admin/leads.tsx",
    fn: "action",
    allowed: STAFF.admin,
    status: 302,
    args: async (who) => ({
      request: post("/admin/leads", who, {
        intent: "bulk",
        bulkAction: "erase",
        confirm: "yes",
        ids: await addContact(),
      }),
    }),
  },
  {
    file: "routes/admin/outbox.tsx",
    fn: "loader",
    allowed: STAFF.leads,
    status: 200,
    args: (who) => ({ request: get("/admin/outbox", who) }),
  },
  {
    file: "routes/admin/outbox.tsx",
    fn: "action",
    allowed: STAFF.admin,
    status: 302,
    args: async (who) => ({ request: post("/admin/outbox", who, { intent: "retry", id: await aDeadEmail() }) }),
  },
  {
    file: "routes/admin/calendar.tsx",
    fn: "loader",
    allowed: ["admin", "sales"],
    status: 200,
    args: (who) => ({ request: get("/admin/calendar", who) }),
  },
  {
    file: "routes/admin/calendar.tsx",
    fn: "action",
    allowed: ["admin", "sales"],
    status: 302,
    // A call of the caller's (the admin's, for those refused) that began an hour before their earliest, marked attended.
    args: async (who) => {
      const { bookings, callTypes } = await import("~/db/schema");
      const email = who === "sales" ? "sales-role@kestrel.test" : session.adminEmail;
      const [host] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
      const [type] = await db().select({ id: callTypes.id }).from(callTypes).limit(1);
      const [{ earliest }] = await db()
        .select({ earliest: sql<Date | string | null>`min(${bookings.startsAt})` })
        .from(bookings)
        .where(eq(bookings.hostId, host.id));
      const startsAt = new Date((earliest ? new Date(earliest).getTime() : Date.now()) - 3_600_000);
      const endsAt = new Date(startsAt.getTime() + 1_800_000);
      const id = crypto.randomUUID();
      await db()
        .insert(bookings)
        .values({
          id,
          leadId: await addContact(),
          callTypeId: type.id,
          hostId: host.id,
          startsAt,
          endsAt,
          blockedFrom: startsAt,
          blockedUntil: endsAt,
          icalUid: `${id}@kestrel.test`,
          viewToken: `view-${id}`,
          rescheduleToken: `move-${id}`,
          cancelToken: `cancel-${id}`,
        });
      return { request: post("/admin/calendar", who, { intent: "attended", id }) };
    },
  },
  {
    file: "routes/admin/calendar-hours.tsx",
    fn: "loader",
    allowed: ["admin", "sales"],
    status: 200,
    args: (who) => ({ request: get("/admin/calendar/hours", who) }),
  },
  {
    file: "routes/admin/calendar-hours.tsx",
    fn: "action",
    allowed: ["admin", "sales"],
    status: 302,
    args: (who) => ({
      request: post("/admin/calendar/hours", who, {
        intent: "hours",
        "hours-1-0-from": "09:00",
        "hours-1-0-to": "13:00",
      }),
    }),
  },
  {
    file: "routes/admin/calendar-hours.tsx",
    fn: "action",
    allowed: ["admin", "sales"],
    status: 302,
    args: (who) => ({
      request: post("/admin/calendar/hours", who, {
        intent: "add-day",
        day: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        kind: "off",
      }),
    }),
  },
  {
    file: "routes/admin/calendar-hours.tsx",
    fn: "action",
    allowed: ["admin", "sales"],
    status: 302,
    args: (who) => ({ request: post("/admin/calendar/hours", who, { intent: "feed-regenerate" }) }),
  },
  {
    file: "routes/admin/team.tsx",
    fn: "loader",
    allowed: STAFF.admin,
    status: 200,
    args: (who) => ({ request: get("/admin/team", who) }),
  },
  {
    file: "routes/admin/team.tsx",
    fn: "action",
    allowed: STAFF.admin,
    status: 302,
    args: (who) => ({
      request: post("/admin/team", who, {
        intent: "invite",
        email: `colleague-${crypto.randomBytes(3).toString("hex")}@example.co.za`,
        role: "editor",
      }),
    }),
  },
  // The call types (ADR 067): a new one's fields, hosted by the admin, at an address of its own for each call.
  {
    file: "routes/admin/call-types.tsx",
    fn: "loader",
    allowed: STAFF.admin,
    status: 200,
    args: (who) => ({ request: get("/admin/calendar/call-types", who) }),
  },
  {
    file: "routes/admin/call-type-edit.tsx",
    fn: "loader",
    allowed: STAFF.admin,
    status: 200,
    args: async (who) => {
      const { callTypeBySlug } = await import("~/lib/booking/call-types.server");
      const { id } = (await callTypeBySlug("strategy-call"))!;
      return { request: get(`/admin/calendar/call-types/${id}`, who), params: { id } };
    },
  },
  ...(["new", "saved"] as const).map(
    (kind): Row => ({
      file: "routes/admin/call-type-edit.tsx",
      fn: "action",
      allowed: STAFF.admin,
      status: 302,
      args: async (who) => {
        const slug = `access-call-${crypto.randomBytes(4).toString("hex")}`;
        const fields = {
          name: "Access Call",
          slug,
          lengthMinutes: "30",
          bufferBeforeMinutes: "0",
          bufferAfterMinutes: "0",
          minimumNoticeMinutes: "120",
          windowDays: "30",
          slotStepMinutes: "30",
          location: "video",
          hostRule: "named",
          hosts: session.adminId,
          active: "on",
        };
        if (kind === "new")
          return { request: post("/admin/calendar/call-types/new", who, fields), params: { id: "new" } };
        const { createCallType } = await import("~/lib/booking/call-type-admin.server");
        const { parseCallTypeForm, readCallTypeForm } = await import("~/lib/booking/call-type-form");
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        const parsed = parseCallTypeForm(readCallTypeForm(form));
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
        const made = await createCallType(parsed.data, { id: session.adminId });
        if (!made.ok) throw new Error("the call type was refused");
        const changed = { ...fields, name: "Access Call, renamed", version: "1" };
        return { request: post(`/admin/calendar/call-types/${made.id}`, who, changed), params: { id: made.id } };
      },
    }),
  ),
  {
    file: "routes/admin/newsletter.tsx",
    fn: "loader",
    allowed: STAFF.newsletter,
    status: 200,
    args: (who) => ({ request: get("/admin/newsletter", who) }),
  },
  {
    file: "routes/admin/newsletter-new.tsx",
    fn: "loader",
    allowed: STAFF.newsletter,
    status: 200,
    args: (who) => ({ request: get("/admin/newsletter/new", who) }),
  },
  {
    file: "routes/admin/newsletter-new.tsx",
    fn: "action",
    allowed: STAFF.newsletter,
    status: 302,
    args: async (who) => ({ request: post("/admin/newsletter/new", who, await issueFields()) }),
  },
  {
    file: "routes/admin/newsletter-issue.tsx",
    fn: "loader",
    allowed: STAFF.newsletter,
    status: 200,
    args: async (who) => {
      const id = await anIssue();
      return { request: get(`/admin/newsletter/${id}`, who), params: { id } };
    },
  },
  {
    file: "routes/admin/newsletter-issue.tsx",
    fn: "action",
    allowed: STAFF.newsletter,
    status: 302,
    args: async (who) => {
      const id = await anIssue();
      return { request: post(`/admin/newsletter/${id}`, who, await issueFields()), params: { id } };
    },
  },
  {
    file: "routes/admin/newsletter-issue.tsx",
    fn: "action",
    allowed: STAFF.newsletter,
    status: 302,
    args: async (who) => {
      const id = await anIssue();
      return { request: post(`/admin/newsletter/${id}`, who, { intent: "test" }), params: { id } };
    },
  },
  {
    file: "routes/admin/newsletter-issue.tsx",
    fn: "action",
    allowed: STAFF.newsletter,
    // The confirmation step: it asks, and changes nothing yet.
    status: 200,
    args: async (who) => {
      const id = await anIssueToSend();
      return { request: post(`/admin/newsletter/${id}`, who, { intent: "send" }), params: { id } };
    },
  },
  {
    file: "routes/admin/newsletter-issue.tsx",
    fn: "action",
    allowed: STAFF.newsletter,
    status: 302,
    args: async (who) => {
      const id = await anIssueToSend();
      return { request: post(`/admin/newsletter/${id}`, who, { intent: "send", confirm: "yes" }), params: { id } };
    },
  },
  {
    file: "routes/admin/sessions.tsx",
    fn: "loader",
    allowed: STAFF.all,
    status: 200,
    args: (who) => ({ request: get("/admin/sessions", who) }),
  },
  {
    file: "routes/admin/sessions.tsx",
    fn: "action",
    allowed: STAFF.all,
    status: 302,
    // Each caller has one session: signing out the others ends none, and is audited.
    args: (who) => ({ request: post("/admin/sessions", who, { intent: "endOthers", confirm: "yes" }) }),
  },
  {
    file: "routes/admin/security.tsx",
    fn: "loader",
    allowed: STAFF.all,
    status: 200,
    args: (who) => ({ request: get("/admin/security", who) }),
  },
  {
    file: "routes/admin/security.tsx",
    fn: "action",
    allowed: STAFF.all,
    // A wrong password: the guard let it through, and nothing changes. The admin has it on already: it is never set
    // up again over the existing factor (ADR 040).
    status: 400,
    statusFor: { admin: 409 },
    // Each from an address of its own: two-factor calls are limited per address (AUTH_RATE_LIMITS).
    args: (who) => ({
      request: postRequest(
        session,
        "/admin/security",
        who,
        { intent: "start", password: "not the password" },
        { "x-client-ip": `192.0.2.${++securityCalls}` },
      ),
    }),
  },
];

/** The menus form as the screen sends it, with the call bar's button changed and the version stored now. */
async function menusForm(): Promise<Record<string, string>> {
  const { value: menus, version } = await settingForEditing("menus");
  const fields: Record<string, string> = { version: String(version) };
  const add = (prefix: string, value: unknown) => {
    if (typeof value === "string") fields[prefix] = value;
    else if (typeof value === "object" && value !== null) {
      for (const [key, child] of Object.entries(value)) add(prefix ? `${prefix}.${key}` : key, child);
    }
  };
  add("", { ...menus, callBar: { ...menus.callBar, button: `Book ${crypto.randomBytes(3).toString("hex")}` } });
  return fields;
}

/** A contact lead's address, new for each call. */
async function aContactEmail(): Promise<string> {
  const email = `person-${crypto.randomBytes(4).toString("hex")}@example.co.za`;
  await addContact({ email });
  return email;
}

type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };

/** Every route module under /admin in app/routes.ts (layouts around them included), by file. */
function adminRouteFiles(): string[] {
  const files = new Set<string>();
  const isAdmin = (full: string) => full === "admin" || full.startsWith("admin/");
  /** Adds the admin entries under these; whether there were any. */
  const walk = (entries: RouteEntry[], parent: string): boolean => {
    let any = false;
    for (const entry of entries) {
      const full = entry.path ? path.posix.join(parent, entry.path) : parent;
      const inside = entry.children ? walk(entry.children, full) : false;
      if (isAdmin(full) || inside) {
        files.add(entry.file);
        any = true;
      }
    }
    return any;
  };
  walk(routeConfig as unknown as RouteEntry[], "");
  return [...files].sort();
}

/** Every table's rows, as one fingerprint: any insert, update or delete changes it. */
async function everything(): Promise<string> {
  const tables = [
    "user",
    "session",
    "account",
    "user_roles",
    "blog_categories",
    "blog_posts",
    "audit_events",
    "leads",
    "newsletter_subscribers",
    "lead_notes",
    "lead_replies",
    "lead_digests",
    "email_outbox",
    "staff_invitations",
    "newsletter_issues",
    "newsletter_deliveries",
    "job_runs",
    "blog_post_revisions",
    "site_pages",
    "site_page_revisions",
    "images",
    "image_variants",
    "redirects",
    "site_settings",
    "call_types",
    "call_type_hosts",
    "host_schedules",
    "availability_overrides",
    "bookings",
    "booking_events",
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result: unknown = await db().execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`),
    );
    // node-postgres and PGlite both answer with the rows under `rows`.
    const [row] = (result as { rows: { digest: string }[] }).rows;
    parts.push(`${table}:${row.digest}`);
  }
  return parts.join(" ");
}

describe("admin access, by role", () => {
  it("has a row for the loader and the action of every admin route, and for nothing else", async () => {
    const exported: string[] = [];
    for (const file of adminRouteFiles()) {
      const module = (await import(/* @vite-ignore */ path.resolve("app", file))) as Record<string, unknown>;
      for (const fn of ["loader", "action"] as const)
        if (typeof module[fn] === "function") exported.push(`${file} ${fn}`);
    }
    // A function may have several rows (one for each thing its form can ask), but needs one.
    expect([...new Set(TABLE.map((row) => `${row.file} ${row.fn}`))].sort()).toEqual(exported.sort());
  });

  it.each(TABLE.flatMap((row) => EVERYONE.map((who) => [`${row.file} ${row.fn}`, who, row] as const)))(
    "%s as %s",
    async (_name, who, row) => {
      const module = (await import(/* @vite-ignore */ path.resolve("app", row.file))) as Record<string, DataFunction>;
      const args = await row.args(who);
      const allowed = who !== "anonymous" && who !== "member" && row.allowed.includes(who);
      const before = allowed ? null : await everything();
      const result = await outcome(module[row.fn], args);
      if (allowed) {
        expect(result.status).toBe(row.statusFor?.[who as StaffRole] ?? row.status);
        return;
      }
      if (who === "anonymous") {
        const url = new URL(args.request.url);
        expect(result.status).toBe(302);
        expect(result.headers.get("location")).toBe(
          `/auth?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
        );
      } else {
        expect(result.status).toBe(403);
        expect(result.body).toEqual({ message: "You don't have permission to access this page." });
      }
      expect(await everything()).toBe(before);
    },
  );
});

describe("an admin without two-factor sign-in", () => {
  it("is sent to turn it on from every admin loader and action but the enrolment page's, and changes nothing", async () => {
    const twoFactor = (on: boolean) =>
      db().update(user).set({ twoFactorEnabled: on }).where(eq(user.id, session.adminId));
    for (const row of TABLE) {
      const module = (await import(/* @vite-ignore */ path.resolve("app", row.file))) as Record<string, DataFunction>;
      // What the request needs (a post, a lead) is made first, by an admin with a second factor.
      const args = await row.args("admin");
      const before = await everything();
      await twoFactor(false);
      try {
        const result = await outcome(module[row.fn], args);
        if (row.file === "routes/admin/security.tsx") {
          expect(result.status, `${row.file} ${row.fn}`).toBe(row.status);
          continue;
        }
        expect([result.status, result.headers.get("location")], `${row.file} ${row.fn}`).toEqual([
          302,
          "/admin/security",
        ]);
      } finally {
        await twoFactor(true);
      }
      const after = await everything();
      // The flag itself went off and on again: only the user table's updated time may differ.
      expect(after.replace(/user:\w+/, ""), `${row.file} ${row.fn}`).toBe(before.replace(/user:\w+/, ""));
    }
  });
});
