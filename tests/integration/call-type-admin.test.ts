/**
 * The admin's call types on a real database (both engines): made and saved with their audit rows, a save over a newer
 * version refused, an address used once, the hosts ticked written to call_type_hosts (staff who may host only), a
 * call type taken off the site gone from the booking pages, the list's hosts and upcoming calls, and the two routes
 * called as React Router calls them.
 */
import { listCalendarHosts } from "~/lib/booking/call-types.server";
import crypto from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTypeForm, callTypeMessages } from "~/content/admin-call-types";
import { db } from "~/db/client.server";
import { auditEvents, bookings, callTypeHosts, callTypes, user } from "~/db/schema";
import {
  CALL_TYPE_RESOURCE_TYPE,
  callTypeForEditing,
  createCallType,
  listCallTypesForAdmin,
  updateCallType,
  type CallTypeActor,
} from "~/lib/booking/call-type-admin.server";
import { callTypeValues, questionField, type CallTypeInput } from "~/lib/booking/call-type-form";
import { activeCallTypes, callTypeBySlug } from "~/lib/booking/call-types.server";
import { CALL_TYPE_AUDIT_ACTIONS } from "~/lib/audit/audit-actions";
import * as editRoute from "~/routes/admin/call-type-edit";
import * as listRoute from "~/routes/admin/call-types";
import * as bookingRoute from "~/routes/booking/call-type";
import {
  BASE,
  getRequest,
  outcome,
  postRequest,
  startAdminSession,
  toastOf,
  type AdminSession,
} from "../support/admin-session";
import { addContact } from "../support/lead-fixtures";

let session: AdminSession;
let admin: CallTypeActor;
let salesId = "";
let editorId = "";
let memberId = "";

beforeAll(async () => {
  session = await startAdminSession("call-type-admin");
  admin = { id: session.adminId, ip: "203.0.113.9" };
  const idOf = async (email: string) =>
    (await db().select({ id: user.id }).from(user).where(eq(user.email, email)))[0].id;
  salesId = await idOf("sales-role@kestrel.test");
  editorId = await idOf("editor-role@kestrel.test");
  memberId = await idOf("member@kestrel.test");
  await db().update(user).set({ name: "Sipho Sales" }).where(eq(user.id, salesId));
  await db().update(user).set({ name: "Anna Admin" }).where(eq(user.id, session.adminId));
});

afterAll(async () => {
  await session?.stop();
});

let made = 0;
/** A valid call type with a named host (the admin), offered, with a question routing small businesses to the form. */
function input(changes: Partial<CallTypeInput> = {}): CallTypeInput {
  made++;
  return {
    name: `Test Call ${made}`,
    slug: `test-call-${made}`,
    description: "A call to test with.",
    active: true,
    lengthMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 10,
    minimumNoticeMinutes: 120,
    windowDays: 30,
    slotStepMinutes: 30,
    location: "video",
    locationDetail: "We'll send the link.",
    hostRule: "named",
    hostIds: [session.adminId],
    questions: [
      {
        id: "turnover",
        label: "Annual turnover",
        required: true,
        options: [
          { value: "small", label: "Under R5 million", offerContactForm: true },
          { value: "large", label: "R5 million or more" },
        ],
      },
    ],
    ...changes,
  };
}

async function aCallType(changes: Partial<CallTypeInput> = {}): Promise<{ id: string; input: CallTypeInput }> {
  const values = input(changes);
  const result = await createCallType(values, admin);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return { id: result.id, input: values };
}

const row = async (id: string) => (await db().select().from(callTypes).where(eq(callTypes.id, id)))[0];
const hostsOf = async (id: string) =>
  (
    await db()
      .select({ userId: callTypeHosts.userId })
      .from(callTypeHosts)
      .where(eq(callTypeHosts.callTypeId, id))
      .orderBy(asc(callTypeHosts.userId))
  ).map((r) => r.userId);
const auditOf = (id: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.resourceType, CALL_TYPE_RESOURCE_TYPE), eq(auditEvents.resourceId, id)))
    .orderBy(asc(auditEvents.createdAt));
const callTypeCount = async () => (await db().select({ n: count() }).from(callTypes))[0].n;
const sorted = (ids: string[]) => [...ids].sort();

/** The edit form's fields for `values`, as the browser posts them. */
function fields(values: ReturnType<typeof callTypeValues>, version: number): Record<string, string> {
  const body: Record<string, string> = {
    version: String(version),
    name: values.name,
    slug: values.slug,
    description: values.description,
    lengthMinutes: values.lengthMinutes,
    bufferBeforeMinutes: values.bufferBeforeMinutes,
    bufferAfterMinutes: values.bufferAfterMinutes,
    minimumNoticeMinutes: values.minimumNoticeMinutes,
    windowDays: values.windowDays,
    slotStepMinutes: values.slotStepMinutes,
    location: values.location,
    locationDetail: values.locationDetail,
    hostRule: values.hostRule,
  };
  if (values.active) body.active = "on";
  values.questions.forEach((q, i) => {
    body[questionField(i + 1, "id")] = q.id;
    body[questionField(i + 1, "label")] = q.label;
    body[questionField(i + 1, "type")] = q.type;
    body[questionField(i + 1, "choices")] = q.choices;
    if (q.required) body[questionField(i + 1, "required")] = "on";
  });
  return body;
}

/** A post of the form with several hosts ticked (URLSearchParams keeps repeated names). */
function formPost(url: string, body: Record<string, string>, hosts: string[]): Request {
  const request = postRequest(session, url, "admin", body);
  const params = new URLSearchParams(body);
  for (const host of hosts) params.append("hosts", host);
  return new Request(request.url, { method: "POST", headers: request.headers, body: params });
}

describe("making a call type", () => {
  it("stores it with its hosts at the end of the list, audited in the same transaction", async () => {
    const before = await db().select({ position: callTypes.position }).from(callTypes);
    const { id, input: values } = await aCallType();
    const stored = await row(id);
    expect(stored).toMatchObject({
      slug: values.slug,
      name: values.name,
      lengthMinutes: 30,
      bufferAfterMinutes: 10,
      location: "video",
      hostRule: "named",
      questions: values.questions,
      active: true,
      version: 1,
      position: Math.max(...before.map((r) => r.position)) + 1,
    });
    expect(await hostsOf(id)).toEqual([session.adminId]);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: CALL_TYPE_AUDIT_ACTIONS.created,
      userId: session.adminId,
      ip: "203.0.113.9",
      details: { version: 1, slug: values.slug, active: true, hosts: [session.adminId] },
    });
  });

  it("refuses an address another call type uses, saving nothing", async () => {
    const { input: first } = await aCallType();
    const countBefore = await callTypeCount();
    const result = await createCallType(input({ slug: first.slug }), admin);
    expect(result).toEqual({ ok: false, reason: "invalid", errors: { slug: callTypeMessages.slugTaken(first.slug) } });
    expect(await callTypeCount()).toBe(countBefore);
    // The seeded call types' addresses are taken too.
    const seeded = await createCallType(input({ slug: "strategy-call" }), admin);
    expect(seeded.ok).toBe(false);
  });

  it("gives an address to one of two saves racing for it; the other is told, as if checked", async () => {
    const slug = `raced-${crypto.randomBytes(3).toString("hex")}`;
    const results = await Promise.all([createCallType(input({ slug }), admin), createCallType(input({ slug }), admin)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      reason: "invalid",
      errors: { slug: callTypeMessages.slugTaken(slug) },
    });
    expect(await db().select({ id: callTypes.id }).from(callTypes).where(eq(callTypes.slug, slug))).toHaveLength(1);
  });

  it("refuses a host who may not host calls (an editor, a user who is not staff), saving nothing", async () => {
    const countBefore = await callTypeCount();
    for (const host of [editorId, memberId, "no-such-user"]) {
      const result = await createCallType(input({ hostIds: [host] }), admin);
      expect(result).toEqual({ ok: false, reason: "invalid", errors: { hosts: callTypeMessages.hostNotAllowed } });
    }
    expect(await callTypeCount()).toBe(countBefore);
  });

  it("offers admins and sales staff as hosts, by name", async () => {
    const hosts = await listCalendarHosts();
    expect(hosts.map((h) => h.id).sort()).toEqual(sorted([session.adminId, salesId]));
    expect(hosts.map((h) => h.name)).toEqual(["Anna Admin", "Sipho Sales"]);
  });
});

describe("saving a call type", () => {
  it("stores the next version and the audit row naming the fields changed", async () => {
    const { id, input: values } = await aCallType();
    const saved = await updateCallType(
      id,
      { ...values, name: "Renamed Call", lengthMinutes: 45, slug: `${values.slug}-moved` },
      { expectedVersion: 1, by: admin },
    );
    expect(saved).toEqual({ ok: true, id, changed: true });
    expect(await row(id)).toMatchObject({
      name: "Renamed Call",
      lengthMinutes: 45,
      slug: `${values.slug}-moved`,
      version: 2,
    });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual([CALL_TYPE_AUDIT_ACTIONS.created, CALL_TYPE_AUDIT_ACTIONS.updated]);
    expect(audit[1].details).toEqual({
      version: 2,
      fields: ["name", "slug", "lengthMinutes"],
      slug: { from: values.slug, to: `${values.slug}-moved` },
    });
    // The old address no longer books; the new one does.
    expect(await callTypeBySlug(values.slug)).toBeNull();
    expect((await callTypeBySlug(`${values.slug}-moved`))?.id).toBe(id);
  });

  it("changes nothing when nothing changed", async () => {
    const { id, input: values } = await aCallType();
    expect(await updateCallType(id, values, { expectedVersion: 1, by: admin })).toEqual({
      ok: true,
      id,
      changed: false,
    });
    expect((await row(id)).version).toBe(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("refuses a save over a newer version, changing nothing, with who saved and how the two differ", async () => {
    const { id, input: values } = await aCallType();
    await updateCallType(id, { ...values, description: "Their words." }, { expectedVersion: 1, by: admin });
    const stored = await row(id);
    const stale = await updateCallType(
      id,
      { ...values, description: "My words.", lengthMinutes: 60 },
      { expectedVersion: 1, by: admin },
    );
    expect(stale.ok).toBe(false);
    if (stale.ok || stale.reason !== "conflict") throw new Error("expected a conflict");
    expect(stale.conflict).toMatchObject({
      version: 2,
      savedBy: "Anna Admin",
      savedAt: stored.updatedAt.toISOString(),
    });
    expect(stale.conflict.changes.map((c) => c.field)).toEqual(["description", "lengthMinutes"]);
    const description = stale.conflict.changes[0].parts;
    expect(description.filter((p) => p.kind === "removed").map((p) => p.text.trim())).toEqual(["Their"]);
    expect(description.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual(["My"]);
    expect(await row(id)).toEqual(stored);
    expect(await auditOf(id)).toHaveLength(2);
    // Saved again over the version it was shown: deliberate, and kept.
    const again = await updateCallType(id, { ...values, description: "My words." }, { expectedVersion: 2, by: admin });
    expect(again.ok).toBe(true);
    expect((await row(id)).description).toBe("My words.");
  });

  it("refuses another call type's address, saving nothing", async () => {
    const { input: other } = await aCallType();
    const { id, input: values } = await aCallType();
    const result = await updateCallType(id, { ...values, slug: other.slug }, { expectedVersion: 1, by: admin });
    expect(result).toEqual({ ok: false, reason: "invalid", errors: { slug: callTypeMessages.slugTaken(other.slug) } });
    expect((await row(id)).slug).toBe(values.slug);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("answers not found for a call type that does not exist", async () => {
    const values = input();
    const by = { expectedVersion: 1, by: admin };
    expect(await updateCallType(crypto.randomUUID(), values, by)).toEqual({ ok: false, reason: "not-found" });
    expect(await updateCallType("not-a-uuid", values, by)).toEqual({ ok: false, reason: "not-found" });
  });

  it("writes the hosts ticked to call_type_hosts, adding and removing, audited", async () => {
    const { id, input: values } = await aCallType();
    const shared = await updateCallType(
      id,
      { ...values, hostRule: "round-robin", hostIds: [salesId, session.adminId] },
      { expectedVersion: 1, by: admin },
    );
    expect(shared.ok).toBe(true);
    expect(await hostsOf(id)).toEqual(sorted([salesId, session.adminId]));
    const named = await updateCallType(id, { ...values, hostIds: [salesId] }, { expectedVersion: 2, by: admin });
    expect(named.ok).toBe(true);
    expect(await hostsOf(id)).toEqual([salesId]);
    const audit = await auditOf(id);
    expect(audit[1].details).toMatchObject({ fields: ["hostRule", "hosts"], hosts: { added: [salesId], removed: [] } });
    expect(audit[2].details).toMatchObject({
      fields: ["hostRule", "hosts"],
      hosts: { added: [], removed: [session.adminId] },
    });
    // One who may not host is refused, and the hosts stay as they were.
    const refused = await updateCallType(id, { ...values, hostIds: [editorId] }, { expectedVersion: 3, by: admin });
    expect(refused).toEqual({ ok: false, reason: "invalid", errors: { hosts: callTypeMessages.hostNotAllowed } });
    expect(await hostsOf(id)).toEqual([salesId]);
  });

  it("takes a call type off the site: gone from activeCallTypes() and its booking page answers 404", async () => {
    const { id, input: values } = await aCallType();
    const book = () =>
      outcome(bookingRoute.loader, {
        request: new Request(`${BASE}/book/${values.slug}`),
        params: { callType: values.slug },
      });
    expect((await activeCallTypes()).map((t) => t.id)).toContain(id);
    expect((await book()).status).toBe(200);

    const off = await updateCallType(id, { ...values, active: false }, { expectedVersion: 1, by: admin });
    expect(off.ok).toBe(true);
    expect((await activeCallTypes()).map((t) => t.id)).not.toContain(id);
    const answer = await book();
    expect([answer.status, answer.thrown]).toEqual([404, true]);
    // Not deleted: the admin still lists it, as not offered.
    expect((await listCallTypesForAdmin()).find((t) => t.id === id)).toMatchObject({ active: false });
    expect((await auditOf(id))[1].details).toMatchObject({ active: false, fields: ["active"] });

    await updateCallType(id, { ...values, active: true }, { expectedVersion: 2, by: admin });
    expect((await book()).status).toBe(200);
  });
});

describe("the list", () => {
  it("shows every call type in order, with its hosts by name and its upcoming confirmed calls", async () => {
    const { id } = await aCallType({ hostRule: "round-robin", hostIds: [salesId, session.adminId] });
    const leadId = await addContact();
    const now = new Date();
    const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
    const booking = (startsAt: Date, status: "confirmed" | "cancelled", host: string) => ({
      leadId,
      callTypeId: id,
      hostId: host,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      blockedFrom: startsAt,
      blockedUntil: new Date(startsAt.getTime() + 30 * 60_000),
      status,
      icalUid: `${crypto.randomUUID()}@kestrel.test`,
      viewToken: crypto.randomUUID(),
      rescheduleToken: crypto.randomUUID(),
      cancelToken: crypto.randomUUID(),
    });
    await db()
      .insert(bookings)
      .values([
        booking(at(24), "confirmed", salesId),
        booking(at(48), "confirmed", session.adminId),
        booking(at(72), "cancelled", salesId),
        booking(at(-24), "confirmed", salesId),
      ]);
    const list = await listCallTypesForAdmin(now);
    const positions = (await db().select({ id: callTypes.id, position: callTypes.position }).from(callTypes)).sort(
      (a, b) => a.position - b.position,
    );
    expect(list.map((t) => t.id)).toEqual(positions.map((p) => p.id));
    expect(list.find((t) => t.id === id)).toMatchObject({
      hostRule: "round-robin",
      hosts: ["Anna Admin", "Sipho Sales"],
      upcoming: 2,
      active: true,
    });
    // The seeded ones are listed with no hosts yet.
    expect(list.find((t) => t.slug === "strategy-call")).toMatchObject({ hosts: [], upcoming: 0 });
  });
});

describe("the routes", () => {
  const LIST = "/admin/calendar/call-types";

  it("lists the call types for an admin", async () => {
    const answer = await outcome(listRoute.loader, { request: getRequest(session, LIST, "admin") });
    expect(answer.status).toBe(200);
    const body = answer.body as { callTypes: { slug: string }[]; loadError: null };
    expect(body.loadError).toBeNull();
    expect(body.callTypes.map((t) => t.slug)).toContain("value-mapping-call");
  });

  it("opens a new form, and makes a call type from it: back to the list with a toast", async () => {
    const blank = await outcome(editRoute.loader, {
      request: getRequest(session, `${LIST}/new`, "admin"),
      params: { id: "new" },
    });
    expect(blank.status).toBe(200);
    const form = blank.body as { id: null; values: ReturnType<typeof callTypeValues>; version: number };
    expect(form.id).toBeNull();
    const values = { ...form.values, name: "Route Call", slug: "route-call" };
    values.questions[0] = {
      id: "",
      label: "Team size",
      required: true,
      type: "choice",
      choices: "Just me | contact\n2 or more",
    };
    const answer = await outcome(editRoute.action, {
      request: formPost(`${LIST}/new`, fields(values, 0), [salesId]),
      params: { id: "new" },
    });
    expect([answer.status, answer.headers.get("location")]).toEqual([302, LIST]);
    expect(await toastOf(answer.headers)).toMatchObject({ kind: "success", title: callTypeForm.created });
    const stored = (await callTypeBySlug("route-call"))!;
    expect(stored).toMatchObject({ name: "Route Call", hostRule: "named" });
    expect(stored.questions).toEqual([
      {
        id: "team-size",
        label: "Team size",
        required: true,
        options: [
          { value: "just-me", label: "Just me", offerContactForm: true },
          { value: "2-or-more", label: "2 or more" },
        ],
      },
    ]);
    expect(await hostsOf(stored.id)).toEqual([salesId]);
  });

  it("opens a stored call type and saves it with its version; a stale one is refused with the typed values kept", async () => {
    const { id } = await aCallType();
    const opened = await outcome(editRoute.loader, {
      request: getRequest(session, `${LIST}/${id}`, "admin"),
      params: { id },
    });
    expect(opened.status).toBe(200);
    const form = opened.body as { values: ReturnType<typeof callTypeValues>; version: number; savedBy: string };
    expect(form.version).toBe(1);
    expect(form.savedBy).toBe("Anna Admin");
    expect(form.values.hosts).toEqual([session.adminId]);

    const mine = fields({ ...form.values, description: "Saved through the form." }, form.version);
    const saved = await outcome(editRoute.action, {
      request: formPost(`${LIST}/${id}`, mine, form.values.hosts),
      params: { id },
    });
    expect([saved.status, saved.headers.get("location")]).toEqual([302, LIST]);
    expect(await toastOf(saved.headers)).toMatchObject({ title: callTypeForm.saved });
    expect((await row(id)).description).toBe("Saved through the form.");

    // The same form again, still naming version 1.
    const stale = await outcome(editRoute.action, {
      request: formPost(`${LIST}/${id}`, { ...mine, description: "Typed over." }, form.values.hosts),
      params: { id },
    });
    expect(stale.status).toBe(409);
    const refused = stale.body as { values: { description: string }; conflict: { version: number } };
    expect(refused.values.description).toBe("Typed over.");
    expect(refused.conflict.version).toBe(2);
    expect((await row(id)).description).toBe("Saved through the form.");
  });

  it("answers a form with mistakes with every field's message and the typed values, saving nothing", async () => {
    const { id, input: values } = await aCallType();
    const shown = callTypeValues({ ...values, active: true }, values.hostIds);
    const body = fields({ ...shown, name: "X", lengthMinutes: "500", hostRule: "round-robin" }, 1);
    const answer = await outcome(editRoute.action, {
      request: formPost(`${LIST}/${id}`, body, values.hostIds),
      params: { id },
    });
    expect(answer.status).toBe(400);
    const result = answer.body as { fieldErrors: Record<string, string>; values: { name: string } };
    expect(result.fieldErrors).toEqual({
      name: callTypeMessages.nameLength,
      lengthMinutes: callTypeMessages.whole(callTypeMessages.lengthMinutes, 5, 240),
      hosts: callTypeMessages.roundRobinHosts,
    });
    expect(result.values.name).toBe("X");
    expect(await row(id)).toMatchObject({ name: values.name, version: 1 });
  });

  it("answers 404 for a call type that does not exist", async () => {
    for (const id of [crypto.randomUUID(), "not-an-id"]) {
      const answer = await outcome(editRoute.loader, {
        request: getRequest(session, `${LIST}/${id}`, "admin"),
        params: { id },
      });
      expect([answer.status, answer.thrown]).toEqual([404, true]);
    }
    expect(await callTypeForEditing("not-an-id")).toBeNull();
  });
});
