/**
 * The team through its route modules, on a real database: inviting by email (the link in the outbox works once and
 * for 72 hours, then says the same as any dead link), accepting (an account with the role, signed in), changing a
 * role, removing access (every session ends), the last admin kept, every change audited, and the setup link of a
 * fresh install.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, emailOutbox, session, staffInvitations, user, userRoles } from "~/db/schema";
import { getSessionUser, staffRoleOf } from "~/lib/accounts/session.server";
import { createSetupLink, findInvitation, inviteMember } from "~/lib/accounts/team.server";
import * as acceptInvitation from "~/routes/auth/accept-invitation";
import * as team from "~/routes/admin/team";
import {
  BASE,
  getRequest,
  outcome,
  postRequest,
  startAdminSession,
  toastOf,
  type AdminSession,
} from "../support/admin-session";

let session_: AdminSession;

beforeAll(async () => {
  session_ = await startAdminSession("team");
});

afterAll(async () => {
  await session_?.stop();
});

const INVALID_LINK = "This invitation link is invalid or has expired. Ask an admin of the team to send you a new one.";
const PASSWORD = "a long invited password";

const teamPost = (body: Record<string, string>) => postRequest(session_, "/admin/team", "admin", body);

/** The link in the newest email to `to`. */
async function linkSentTo(to: string): Promise<string> {
  const [email] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  expect(email.subject).toBe("You're invited to the Kestrel Advisory admin");
  const link = /(http\S+accept-invitation\?token=[\w-]+)/.exec(email.text)?.[1];
  expect(link).toBeDefined();
  return link!;
}

function accept(link: string, fields: Record<string, string>, ip = "203.0.113.77"): Request {
  const token = new URL(link).searchParams.get("token") ?? "";
  return new Request(`${BASE}/auth/accept-invitation?token=${token}`, {
    method: "POST",
    headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded", "x-client-ip": ip },
    body: new URLSearchParams({ token, ...fields }),
  });
}

async function pageOf(link: string) {
  const { body } = await outcome(acceptInvitation.loader, {
    request: new Request(link.replace(/^http:\/\/[^/]+/, BASE)),
  });
  return body as { invitation: { email: string; role: string; setup: boolean } | null };
}

async function auditActions(resourceId: string): Promise<string[]> {
  const rows = await db()
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.resourceId, resourceId))
    .orderBy(auditEvents.createdAt);
  return rows.map((row) => row.action);
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return row.id;
}

describe("inviting a colleague", () => {
  it("emails a link; the invited person sets a password and lands signed in with the role; the link works once", async () => {
    const invited = await outcome(team.action, {
      request: teamPost({ intent: "invite", email: "Nomsa@Example.co.za", role: "editor" }),
    });
    expect(invited.status).toBe(302);
    expect((await toastOf(invited.headers))?.title).toBe("Invitation sent");
    const link = await linkSentTo("nomsa@example.co.za");
    expect(link.startsWith(`${BASE}/auth/accept-invitation?token=`)).toBe(true);

    const listed = (await outcome(team.loader, { request: getRequest(session_, "/admin/team", "admin") })).body as {
      invitations: { email: string; role: string }[];
    };
    expect(listed.invitations).toContainEqual(
      expect.objectContaining({ email: "nomsa@example.co.za", role: "editor" }),
    );
    expect((await pageOf(link)).invitation).toEqual({ email: "nomsa@example.co.za", role: "editor", setup: false });

    // A mistake changes nothing and keeps the link working.
    const mismatch = await outcome(acceptInvitation.action, {
      request: accept(link, { name: "Nomsa", password: PASSWORD, confirmPassword: "something else" }),
    });
    expect(mismatch.status).toBe(400);
    expect((mismatch.body as { fieldErrors: Record<string, string> }).fieldErrors.confirmPassword).toBe(
      "Passwords do not match",
    );

    const accepted = await outcome(acceptInvitation.action, {
      request: accept(link, { name: "Nomsa Khumalo", password: PASSWORD, confirmPassword: PASSWORD }),
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/admin");
    const cookie = accepted.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token");
    const signedIn = await getSessionUser(new Request(`${BASE}/admin`, { headers: { cookie } }));
    expect(signedIn).toMatchObject({ email: "nomsa@example.co.za", name: "Nomsa Khumalo", emailVerified: true });
    expect(await staffRoleOf(signedIn!.id)).toBe("editor");

    const again = await outcome(acceptInvitation.action, {
      request: accept(link, { name: "Someone", password: PASSWORD, confirmPassword: PASSWORD }),
    });
    expect(again.status).toBe(410);
    expect((again.body as { formError: string }).formError).toBe(INVALID_LINK);
    expect((await pageOf(link)).invitation).toBeNull();

    const [invitation] = await db()
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(eq(staffInvitations.email, "nomsa@example.co.za"));
    expect(await auditActions(invitation.id)).toEqual(["staff_invited", "staff_invitation_accepted"]);
    expect(await auditActions(signedIn!.id)).toEqual(["user_role_granted"]);
  });

  it("a link past 72 hours, withdrawn, or never sent says the same, and creates nothing", async () => {
    const admin = { id: session_.adminId };
    await inviteMember(
      admin,
      { email: "late@example.co.za", role: "sales" },
      { publicUrl: BASE, now: new Date(Date.now() - 73 * 60 * 60 * 1000) },
    );
    const late = await linkSentTo("late@example.co.za");
    await inviteMember(admin, { email: "withdrawn@example.co.za", role: "sales" }, { publicUrl: BASE });
    const withdrawn = await linkSentTo("withdrawn@example.co.za");
    const [{ id }] = await db()
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(eq(staffInvitations.email, "withdrawn@example.co.za"));
    const revoked = await outcome(team.action, { request: teamPost({ intent: "revoke", id }) });
    expect((await toastOf(revoked.headers))?.title).toBe("Invitation withdrawn");

    for (const link of [late, withdrawn, `${BASE}/auth/accept-invitation?token=never-sent`]) {
      expect((await pageOf(link)).invitation).toBeNull();
      const result = await outcome(acceptInvitation.action, {
        request: accept(link, { name: "Visitor", password: PASSWORD, confirmPassword: PASSWORD }),
      });
      expect(result.status).toBe(410);
      expect((result.body as { formError: string }).formError).toBe(INVALID_LINK);
    }
    expect(
      await db()
        .select()
        .from(user)
        .where(inArray(user.email, ["late@example.co.za", "withdrawn@example.co.za"])),
    ).toEqual([]);
  });

  it("inviting again replaces the waiting link; inviting someone already on the team is refused with a message", async () => {
    await outcome(team.action, {
      request: teamPost({ intent: "invite", email: "twice@example.co.za", role: "sales" }),
    });
    const first = await linkSentTo("twice@example.co.za");
    await outcome(team.action, {
      request: teamPost({ intent: "invite", email: "twice@example.co.za", role: "editor" }),
    });
    const second = await linkSentTo("twice@example.co.za");
    expect(second).not.toBe(first);
    expect((await pageOf(first)).invitation).toBeNull();
    expect((await pageOf(second)).invitation?.role).toBe("editor");

    const refused = await outcome(team.action, {
      request: teamPost({ intent: "invite", email: "editor-role@kestrel.test", role: "admin" }),
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { fieldErrors: Record<string, string> }).fieldErrors.email).toBe(
      "That person is already a member of the team.",
    );

    const bad = await outcome(team.action, {
      request: teamPost({ intent: "invite", email: "not an address", role: "owner" }),
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      email: "Please enter a valid email address.",
      role: "Please choose a role.",
    });
  });
});

describe("roles and access", () => {
  it("changes a member's role, audited with the role before", async () => {
    const salesId = await userIdOf("sales-role@kestrel.test");
    const changed = await outcome(team.action, { request: teamPost({ intent: "role", id: salesId, role: "editor" }) });
    expect((await toastOf(changed.headers))?.title).toBe("Role changed");
    expect(await staffRoleOf(salesId)).toBe("editor");
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, salesId), eq(auditEvents.action, "user_role_granted")));
    expect(audit).toMatchObject({
      userId: session_.adminId,
      details: { role: "editor", previous: "sales", via: "team" },
    });
    await outcome(team.action, { request: teamPost({ intent: "role", id: salesId, role: "sales" }) });
  });

  it("the last admin can be neither demoted nor removed", async () => {
    for (const body of [
      { intent: "role", id: session_.adminId, role: "editor" } as Record<string, string>,
      { intent: "remove", id: session_.adminId, confirm: "yes" },
    ]) {
      const refused = await outcome(team.action, { request: teamPost(body) });
      expect(refused.status).toBe(409);
      expect((refused.body as { message: string }).message).toBe(
        "The team needs at least one admin: make someone else an admin first.",
      );
    }
    expect(await staffRoleOf(session_.adminId)).toBe("admin");
  });

  it("removing access asks first, then ends every session of that person at once", async () => {
    const editorId = await userIdOf("editor-role@kestrel.test");
    const editorCookie = session_.cookieFor("editor");
    expect(await getSessionUser(new Request(BASE, { headers: { cookie: editorCookie } }))).not.toBeNull();

    const asked = await outcome(team.action, { request: teamPost({ intent: "remove", id: editorId }) });
    expect(asked.status).toBe(200);
    expect((asked.body as { confirmRemove: unknown }).confirmRemove).toEqual({
      id: editorId,
      email: "editor-role@kestrel.test",
    });
    expect(await staffRoleOf(editorId)).toBe("editor");

    const removed = await outcome(team.action, {
      request: teamPost({ intent: "remove", id: editorId, confirm: "yes" }),
    });
    expect((await toastOf(removed.headers))?.title).toBe("Access removed");
    expect(await staffRoleOf(editorId)).toBeNull();
    expect(await db().select().from(session).where(eq(session.userId, editorId))).toEqual([]);
    expect(await getSessionUser(new Request(BASE, { headers: { cookie: editorCookie } }))).toBeNull();
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, editorId), eq(auditEvents.action, "staff_access_removed")));
    expect(audit.details).toMatchObject({ role: "editor", sessionsEnded: 1 });
  });
});

describe("the setup link of a fresh install", () => {
  it("exists only while there is no admin, makes its holder the first admin, and dies once there is one", async () => {
    expect(await createSetupLink(BASE)).toBeNull();
    await db().delete(userRoles).where(eq(userRoles.role, "admin"));
    const link = (await createSetupLink(BASE))!;
    const other = (await createSetupLink(BASE))!;
    expect((await pageOf(link)).invitation).toMatchObject({ role: "admin", setup: true });

    const noEmail = await outcome(acceptInvitation.action, {
      request: accept(link, { name: "Owner", password: PASSWORD, confirmPassword: PASSWORD }),
    });
    expect(noEmail.status).toBe(400);
    expect((noEmail.body as { fieldErrors: Record<string, string> }).fieldErrors.email).toBe("Email is required");

    const made = await outcome(acceptInvitation.action, {
      request: accept(
        link,
        { email: "owner@example.co.za", name: "Owner", password: PASSWORD, confirmPassword: PASSWORD },
        "203.0.113.78",
      ),
    });
    expect(made.status).toBe(302);
    expect(await staffRoleOf(await userIdOf("owner@example.co.za"))).toBe("admin");
    expect(await findInvitation(new URL(other).searchParams.get("token")!)).toBeNull();
    expect(await createSetupLink(BASE)).toBeNull();
  });
});
