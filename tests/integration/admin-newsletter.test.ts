/**
 * The newsletter's admin pages called as React Router calls them, by a signed-in editor: the compose form's
 * answers (its messages, the values kept), the preview, a test copy, the confirmation step before sending and the
 * send itself, an unknown issue, and the list with its empty state.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, emailOutbox, newsletterIssues } from "~/db/schema";
import * as list from "~/routes/admin/newsletter";
import * as compose from "~/routes/admin/newsletter-new";
import * as issuePage from "~/routes/admin/newsletter-issue";
import { getRequest, outcome, startAdminSession, toastOf, type AdminSession } from "../support/admin-session";
import { addNewsletter } from "../support/lead-fixtures";

let session: AdminSession;
let postIds: string[] = [];

beforeAll(async () => {
  session = await startAdminSession("admin-newsletter", { seed: true });
  postIds = (
    await db().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.isPublished, true)).limit(2)
  ).map((row) => row.id);
});

afterAll(async () => {
  await session?.stop();
});

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return body;
};
const postForm = (url: string, fields: Record<string, string | string[]>) =>
  new Request(`http://localhost:3998${url}`, {
    method: "POST",
    body: form(fields),
    headers: {
      origin: "http://localhost:3998",
      "content-type": "application/x-www-form-urlencoded",
      cookie: session.cookieFor("editor"),
    },
  });

describe("the newsletter's admin", () => {
  it("shows no issues at first, with the way to compose one", async () => {
    await db().delete(newsletterIssues);
    const answer = await outcome(list.loader, { request: getRequest(session, "/admin/newsletter", "editor") });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ issues: [], subscribers: 0, loadError: null });
  });

  it("answers a bad compose form with each field's message and keeps what was typed", async () => {
    const answer = await outcome(compose.action, {
      request: postForm("/admin/newsletter/new", { intent: "save", subject: "Hello", intro: " " }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: null,
      fieldErrors: { intro: "Please write an introduction.", postIds: "Please choose at least one post." },
      values: { subject: "Hello", intro: " ", postIds: [] },
    });
  });

  it("saves a draft and opens it with its preview; a test copy goes to the editor; sending asks first, then starts", async () => {
    const subject = `Issue ${crypto.randomBytes(3).toString("hex")}`;
    const saved = await outcome(compose.action, {
      request: postForm("/admin/newsletter/new", {
        intent: "save",
        subject,
        intro: "Hello.\n\nA second paragraph.",
        postId: postIds,
      }),
    });
    expect(saved.status).toBe(302);
    const location = saved.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/newsletter\/[0-9a-f-]{36}$/);
    expect((await toastOf(saved.headers))?.title).toBe("Draft saved");
    const id = location.split("/").pop()!;
    const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    expect(row).toMatchObject({ subject, state: "draft", postIds });

    const page = await outcome(issuePage.loader, { request: getRequest(session, location, "editor"), params: { id } });
    expect(page.status).toBe(200);
    const body = page.body as {
      preview: { subject: string; html: string };
      posts: { id: string }[];
      subscribers: number;
      you: string;
    };
    expect(body.preview.subject).toBe(subject);
    expect(body.preview.html).toContain("A second paragraph.");
    expect(body.posts.length).toBeGreaterThanOrEqual(2);
    expect(body.you).toBe("editor-role@kestrel.test");

    const test = await outcome(issuePage.action, { request: postForm(location, { intent: "test" }), params: { id } });
    expect(test.status).toBe(302);
    expect(await toastOf(test.headers)).toMatchObject({
      title: "Test sent",
      description: "A copy is on its way to editor-role@kestrel.test.",
    });
    const copies = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "editor-role@kestrel.test"));
    expect(copies.map((copy) => copy.subject)).toEqual([`[Test] ${subject}`]);

    // No one to send to yet: refused, with the reason.
    const none = await outcome(issuePage.action, { request: postForm(location, { intent: "send" }), params: { id } });
    expect(none.status).toBe(409);
    expect((none.body as { message: string }).message).toBe(
      "No one has confirmed a subscription, so there is no one to send it to.",
    );

    await addNewsletter(`reader-${crypto.randomBytes(3).toString("hex")}@example.co.za`);
    await addNewsletter(`reader-${crypto.randomBytes(3).toString("hex")}@example.co.za`);
    const ask = await outcome(issuePage.action, { request: postForm(location, { intent: "send" }), params: { id } });
    expect(ask.status).toBe(200);
    expect((ask.body as { confirmSend: unknown }).confirmSend).toEqual({ subject, subscribers: 2 });
    const [stillDraft] = await db()
      .select({ state: newsletterIssues.state })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id));
    expect(stillDraft.state).toBe("draft");

    const sent = await outcome(issuePage.action, {
      request: postForm(location, { intent: "send", confirm: "yes" }),
      params: { id },
    });
    expect([sent.status, sent.headers.get("location")]).toEqual([302, "/admin/newsletter"]);
    expect(await toastOf(sent.headers)).toMatchObject({
      title: "Sending started",
      description: "The issue is going out to 2 subscribers.",
    });

    // From now on it cannot change.
    const again = await outcome(issuePage.action, {
      request: postForm(location, { intent: "save", subject: "Changed", intro: "x", postId: postIds[0] }),
      params: { id },
    });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(
      "This issue has been sent, so it can no longer be changed or sent again.",
    );

    const listed = await outcome(list.loader, { request: getRequest(session, "/admin/newsletter", "editor") });
    expect(
      (listed.body as { issues: { id: string; state: string }[] }).issues.find((issue) => issue.id === id)?.state,
    ).toBe("sending");
  });

  it("answers 404 for an issue that does not exist", async () => {
    for (const id of [crypto.randomUUID(), "not-an-id"]) {
      const answer = await outcome(issuePage.loader, {
        request: getRequest(session, `/admin/newsletter/${id}`, "editor"),
        params: { id },
      });
      expect([answer.status, answer.thrown]).toEqual([404, true]);
    }
  });
});
