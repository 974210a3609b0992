/**
 * The admin's call types (ADR 067): the list, with each one's hosts and upcoming calls, and making or saving one from
 * its form (call-type-form.ts). A save names the version it edited: one over a newer save is refused, changing
 * nothing, with how the two differ. What only the database knows is checked in the save's transaction and refused
 * beside its field: an address another call type uses, a host who may no longer host. The audit row is written in
 * the same transaction. Nothing is deleted: bookings refer to their call type, so one is taken off the site instead.
 */
import { hostName } from "./call-types.server";
import { diffLines, diffWordsWithSpace } from "diff";
import { and, asc, count, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { isRowId } from "~/db/row-id";
import { hasSqlState, UNIQUE_VIOLATION } from "~/db/sql-state";
import { auditEvents, bookings, callTypeHosts, callTypes, user, userRoles } from "~/db/schema";
import { callTypeLineWords as words, callTypeMessages, HOST_RULE_LABELS } from "~/content/admin-call-types";
import { LOCATION_LABELS } from "~/content/booking";
import { rolesWith } from "../accounts/roles";
import { CALL_TYPE_AUDIT_ACTIONS } from "../audit/audit-actions";
import { recordAudit } from "../audit/audit.server";
import type { FieldErrors } from "../forms/form-answers";
import type { CallType } from "./call-types.server";
import type { CallTypeInput } from "./call-type-form";

/** The audit log's name for a call type. */
export const CALL_TYPE_RESOURCE_TYPE = "call_type";

/** A call type as the admin's list shows it. */
export type CallTypeListRow = {
  id: string;
  slug: string;
  name: string;
  lengthMinutes: number;
  hostRule: CallType["hostRule"];
  active: boolean;
  /** its hosts' names, in alphabetical order */
  hosts: string[];
  /** confirmed calls still to come */
  upcoming: number;
};

/** Every call type, offered or not, in the order the site lists them. */
export async function listCallTypesForAdmin(now = new Date()): Promise<CallTypeListRow[]> {
  const types = await db()
    .select({
      id: callTypes.id,
      slug: callTypes.slug,
      name: callTypes.name,
      lengthMinutes: callTypes.lengthMinutes,
      hostRule: callTypes.hostRule,
      active: callTypes.active,
    })
    .from(callTypes)
    .orderBy(asc(callTypes.position), asc(callTypes.name));
  const hosts = await db()
    .select({ callTypeId: callTypeHosts.callTypeId, name: hostName })
    .from(callTypeHosts)
    .innerJoin(user, eq(user.id, callTypeHosts.userId))
    .orderBy(asc(sql`lower(${hostName})`));
  const upcoming = await db()
    .select({ callTypeId: bookings.callTypeId, calls: count() })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)))
    .groupBy(bookings.callTypeId);
  const calls = new Map(upcoming.map((row) => [row.callTypeId, row.calls]));
  return types.map((type) => ({
    ...type,
    hosts: hosts.filter((host) => host.callTypeId === type.id).map((host) => host.name),
    upcoming: calls.get(type.id) ?? 0,
  }));
}

/** A call type as its form edits it: the row, its hosts, and who saved it last (from the audit log), when. */
export type EditedCallType = { callType: CallType; hostIds: string[]; savedBy: string | null; savedAt: Date };

export async function callTypeForEditing(id: string): Promise<EditedCallType | null> {
  if (!isRowId(id)) return null;
  const [callType] = await db().select().from(callTypes).where(eq(callTypes.id, id));
  if (!callType) return null;
  const hosts = await db()
    .select({ userId: callTypeHosts.userId })
    .from(callTypeHosts)
    .where(eq(callTypeHosts.callTypeId, id));
  return {
    callType,
    hostIds: hosts.map((host) => host.userId),
    savedBy: await lastSavedBy(db(), id),
    savedAt: callType.updatedAt,
  };
}

/** The name of whoever made or saved the call type last (null: nobody on record, or their account is gone). */
async function lastSavedBy(q: Queryable, id: string): Promise<string | null> {
  const [row] = await q
    .select({ name: hostName })
    .from(auditEvents)
    .innerJoin(user, eq(user.id, auditEvents.userId))
    .where(
      and(
        eq(auditEvents.resourceType, CALL_TYPE_RESOURCE_TYPE),
        eq(auditEvents.resourceId, id),
        inArray(auditEvents.action, Object.values(CALL_TYPE_AUDIT_ACTIONS)),
      ),
    )
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  return row?.name ?? null;
}

/** Who saves, and from where (the audit row). */
export type CallTypeActor = { id: string; ip?: string | null };

/** One field's difference between the refused version and the stored one, as the save-conflict panel shows it. */
export type CallTypeDiff = { field: string; parts: { kind: "same" | "added" | "removed"; text: string }[] };

export type CallTypeConflict = { version: number; savedBy: string | null; savedAt: string; changes: CallTypeDiff[] };

export type SaveCallTypeResult =
  | { ok: true; id: string; changed: boolean }
  | { ok: false; reason: "invalid"; errors: FieldErrors }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "conflict"; conflict: CallTypeConflict };

/** A call type's fields as lines of words, for comparing two versions: what changed, and how. */
function linesOf(input: CallTypeInput, names: ReadonlyMap<string, string>): Record<string, string> {
  return {
    name: input.name,
    slug: `/book/${input.slug}`,
    description: input.description,
    active: input.active ? words.yes : words.no,
    lengthMinutes: words.minutes(input.lengthMinutes),
    bufferBeforeMinutes: words.minutes(input.bufferBeforeMinutes),
    bufferAfterMinutes: words.minutes(input.bufferAfterMinutes),
    minimumNoticeMinutes: words.minutes(input.minimumNoticeMinutes),
    windowDays: words.days(input.windowDays),
    slotStepMinutes: words.minutes(input.slotStepMinutes),
    location: LOCATION_LABELS[input.location],
    locationDetail: input.locationDetail,
    hostRule: HOST_RULE_LABELS[input.hostRule],
    hosts: input.hostIds
      .map((id) => names.get(id) ?? id)
      .sort((a, b) => a.localeCompare(b))
      .join("\n"),
    questions: input.questions
      .flatMap((q, i) => [
        words.question(i + 1, q.label, q.required),
        ...(q.options ?? []).map((option) => words.choice(option.label, option.offerContactForm === true)),
      ])
      .join("\n"),
  };
}

function compare(before: Record<string, string>, after: Record<string, string>): CallTypeDiff[] {
  return Object.keys(after).flatMap((field) => {
    const a = before[field] ?? "";
    const b = after[field] ?? "";
    if (a === b) return [];
    const parts = (a.includes("\n") || b.includes("\n") ? diffLines(a, b) : diffWordsWithSpace(a, b)).map((part) => ({
      kind: part.added ? ("added" as const) : part.removed ? ("removed" as const) : ("same" as const),
      text: part.value,
    }));
    return [{ field, parts }];
  });
}

/** The hosts' names by id, for the comparison. */
async function namesOf(tx: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: user.id, name: hostName })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * What the database refuses in `input`, by field: its address used by another call type, a host ticked who may not
 * host (their role rows locked, so access removed meanwhile waits for the save or is seen by it).
 */
async function databaseProblems(tx: Queryable, input: CallTypeInput, id: string | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [taken] = await tx
    .select({ id: callTypes.id })
    .from(callTypes)
    .where(id ? and(eq(callTypes.slug, input.slug), ne(callTypes.id, id)) : eq(callTypes.slug, input.slug));
  if (taken) errors.slug = callTypeMessages.slugTaken(input.slug);
  if (input.hostIds.length > 0) {
    const hosts = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(inArray(userRoles.userId, input.hostIds), inArray(userRoles.role, rolesWith("calendar"))))
      .for("share");
    if (hosts.length !== new Set(input.hostIds).size) errors.hosts = callTypeMessages.hostNotAllowed;
  }
  return errors;
}

/** The call type's row as stored from `input` (its hosts apart). */
const rowOf = (input: CallTypeInput) => {
  const { hostIds: _hosts, ...row } = input;
  return row;
};

/** A stored call type as its form's result would be. */
function storedInput(stored: CallType, hostIds: string[]): CallTypeInput {
  return {
    name: stored.name,
    slug: stored.slug,
    description: stored.description,
    active: stored.active,
    lengthMinutes: stored.lengthMinutes,
    bufferBeforeMinutes: stored.bufferBeforeMinutes,
    bufferAfterMinutes: stored.bufferAfterMinutes,
    minimumNoticeMinutes: stored.minimumNoticeMinutes,
    windowDays: stored.windowDays,
    slotStepMinutes: stored.slotStepMinutes === 15 ? 15 : 30,
    location: stored.location,
    locationDetail: stored.locationDetail,
    hostRule: stored.hostRule,
    hostIds,
    questions: stored.questions,
  };
}

/** Inserts the hosts not yet there and removes those no longer ticked. */
async function setHosts(tx: Queryable, callTypeId: string, now: readonly string[], wanted: readonly string[]) {
  const added = wanted.filter((id) => !now.includes(id));
  const removed = now.filter((id) => !wanted.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(callTypeHosts)
      .where(and(eq(callTypeHosts.callTypeId, callTypeId), inArray(callTypeHosts.userId, removed)));
  }
  if (added.length > 0) await tx.insert(callTypeHosts).values(added.map((userId) => ({ callTypeId, userId })));
  return { added, removed };
}

/** A save that lost a race for its address to another (the unique constraint), answered as the check would have. */
async function refusingTakenSlug(input: CallTypeInput, save: () => Promise<SaveCallTypeResult>) {
  try {
    return await save();
  } catch (error) {
    if (!hasSqlState(error, UNIQUE_VIOLATION)) throw error;
    return { ok: false, reason: "invalid", errors: { slug: callTypeMessages.slugTaken(input.slug) } } as const;
  }
}

/** Makes a call type from its checked form, with its hosts, at the end of the list; audited. */
export async function createCallType(input: CallTypeInput, by: CallTypeActor): Promise<SaveCallTypeResult> {
  const hostIds = [...new Set(input.hostIds)];
  return refusingTakenSlug(input, () =>
    db().transaction(async (tx): Promise<SaveCallTypeResult> => {
      const errors = await databaseProblems(tx, input, null);
      if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };
      const [{ last }] = await tx.select({ last: sql<number | null>`max(${callTypes.position})` }).from(callTypes);
      const [made] = await tx
        .insert(callTypes)
        .values({ ...rowOf(input), position: (last ?? -1) + 1 })
        .returning({ id: callTypes.id, version: callTypes.version });
      await setHosts(tx, made.id, [], hostIds);
      await recordAudit(tx, {
        action: CALL_TYPE_AUDIT_ACTIONS.created,
        resourceType: CALL_TYPE_RESOURCE_TYPE,
        resourceId: made.id,
        userId: by.id,
        ip: by.ip,
        details: { version: made.version, name: input.name, slug: input.slug, active: input.active, hosts: hostIds },
      });
      return { ok: true, id: made.id, changed: true };
    }),
  );
}

/**
 * Saves a call type edited from `expectedVersion`: refused, changing nothing, when another save came first (with who
 * saved, when, and how the refused version differs); else stored with the next version, its hosts set as ticked, and
 * the audit row naming the fields changed. Saving what is stored changes nothing.
 */
export async function updateCallType(
  id: string,
  input: CallTypeInput,
  { expectedVersion, by, now = new Date() }: { expectedVersion: number; by: CallTypeActor; now?: Date },
): Promise<SaveCallTypeResult> {
  if (!isRowId(id)) return { ok: false, reason: "not-found" };
  const hostIds = [...new Set(input.hostIds)];
  const mine: CallTypeInput = { ...input, hostIds };
  return refusingTakenSlug(input, () =>
    db().transaction(async (tx): Promise<SaveCallTypeResult> => {
      const [stored] = await tx.select().from(callTypes).where(eq(callTypes.id, id)).for("update");
      if (!stored) return { ok: false, reason: "not-found" };
      const storedHosts = (
        await tx.select({ userId: callTypeHosts.userId }).from(callTypeHosts).where(eq(callTypeHosts.callTypeId, id))
      ).map((row) => row.userId);
      const theirs = storedInput(stored, storedHosts);
      const names = await namesOf(tx, [...storedHosts, ...hostIds]);
      const changes = compare(linesOf(theirs, names), linesOf(mine, names));
      if (stored.version !== expectedVersion) {
        return {
          ok: false,
          reason: "conflict",
          conflict: {
            version: stored.version,
            savedBy: await lastSavedBy(tx, id),
            savedAt: stored.updatedAt.toISOString(),
            changes,
          },
        };
      }
      const errors = await databaseProblems(tx, mine, id);
      if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };
      if (changes.length === 0) return { ok: true, id, changed: false };
      const version = stored.version + 1;
      await tx
        .update(callTypes)
        .set({ ...rowOf(mine), version, updatedAt: now })
        .where(eq(callTypes.id, id));
      const hosts = await setHosts(tx, id, storedHosts, hostIds);
      await recordAudit(tx, {
        action: CALL_TYPE_AUDIT_ACTIONS.updated,
        resourceType: CALL_TYPE_RESOURCE_TYPE,
        resourceId: id,
        userId: by.id,
        ip: by.ip,
        details: {
          version,
          fields: changes.map((change) => change.field),
          ...(stored.slug !== mine.slug ? { slug: { from: stored.slug, to: mine.slug } } : {}),
          ...(stored.active !== mine.active ? { active: mine.active } : {}),
          ...(hosts.added.length + hosts.removed.length > 0 ? { hosts } : {}),
        },
      });
      return { ok: true, id, changed: true };
    }),
  );
}
