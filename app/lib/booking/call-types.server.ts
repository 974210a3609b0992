/**
 * Reading the call types visitors book and who hosts them (ADR 067), and seeding them into an empty database from the
 * site's offers (app/content/call-types.ts).
 */
import { CALL_TYPE_LIMITS } from "~/content/admin-call-types";
import { SLUG_PATTERN } from "./call-type-form";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { db, type Database, type Queryable } from "~/db/client.server";
import { callTypeHosts, callTypes, user, userRoles } from "~/db/schema";
import { rolesWith } from "../accounts/roles";
import { SEED_CALL_TYPES } from "~/content/call-types";

export type CallType = typeof callTypes.$inferSelect;
/** A host as visitors and staff see them. */
export type Host = { id: string; name: string; email: string };

/** A member of staff's name, or their address when they gave none. */
export const hostName = sql<string>`coalesce(nullif(${user.name}, ''), ${user.email})`;

/** The call types visitors may book, in the order the admin set. */
export async function activeCallTypes(): Promise<CallType[]> {
  return db()
    .select()
    .from(callTypes)
    .where(eq(callTypes.active, true))
    .orderBy(asc(callTypes.position), asc(callTypes.name));
}

/** The booking pages of the call types offered (/book/<slug>): addresses a page or a menu may link to. */
export async function callTypePaths(q: Queryable = db()): Promise<string[]> {
  const rows = await q.select({ slug: callTypes.slug }).from(callTypes).where(eq(callTypes.active, true));
  return rows.map((row) => `/book/${row.slug}`);
}

/** What a member of staff's id can be (Better Auth's ids); anything else names nobody, and never reaches the database. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A call type by its address; null when there is none (or, unless `inactive`, it is not offered). */
export async function callTypeBySlug(slug: string, options: { inactive?: boolean } = {}): Promise<CallType | null> {
  // An address the admin's form would not save names none, and never reaches the database.
  if (slug.length > CALL_TYPE_LIMITS.slug.max || !SLUG_PATTERN.test(slug)) return null;
  const [row] = await db()
    .select()
    .from(callTypes)
    .where(options.inactive ? eq(callTypes.slug, slug) : and(eq(callTypes.slug, slug), eq(callTypes.active, true)));
  return row ?? null;
}

export async function callTypeById(id: string): Promise<CallType | null> {
  const [row] = await db().select().from(callTypes).where(eq(callTypes.id, id));
  return row ?? null;
}

/** A member of staff who may host calls, as the calendar screens name them. */
export type CalendarHost = { id: string; name: string };

/** Everyone who may host calls (the calendar permission's roles; a user holds one role at most), by name. */
export async function listCalendarHosts(): Promise<CalendarHost[]> {
  return db()
    .select({ id: user.id, name: hostName })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(inArray(userRoles.role, rolesWith("calendar")))
    .orderBy(asc(sql`lower(${hostName})`), asc(user.id));
}

/** A member of staff who may host calls, by id; null for anyone else. */
export async function calendarHost(id: string): Promise<CalendarHost | null> {
  if (!USER_ID.test(id)) return null;
  const [row] = await db()
    .select({ id: user.id, name: hostName })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(eq(user.id, id), inArray(userRoles.role, rolesWith("calendar"))))
    .limit(1);
  return row ?? null;
}

/** Who hosts a call type, by name. */
export async function hostsOf(callTypeId: string): Promise<Host[]> {
  return db()
    .select({ id: user.id, name: hostName, email: user.email })
    .from(callTypeHosts)
    .innerJoin(user, eq(user.id, callTypeHosts.userId))
    .where(eq(callTypeHosts.callTypeId, callTypeId))
    .orderBy(asc(sql`lower(${hostName})`), asc(user.id));
}

/** A host by id; pass the transaction when in one (PGlite has one connection: another query would wait for it). */
export async function hostById(id: string, q: Queryable = db()): Promise<Host | null> {
  const [row] = await q.select({ id: user.id, name: hostName, email: user.email }).from(user).where(eq(user.id, id));
  return row ?? null;
}

/** Seeds the site's call types into a database that has none; returns how many. Staff choose their hosts. */
export async function seedCallTypes(database: Database): Promise<number> {
  return database.transaction(async (tx) => {
    // Instances starting together on one empty PostgreSQL database seed it once.
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const [{ value: existing }] = await tx.select({ value: count() }).from(callTypes);
    if (existing > 0) return 0;
    await tx.insert(callTypes).values(SEED_CALL_TYPES.map((type, position) => ({ ...type, position })));
    return SEED_CALL_TYPES.length;
  });
}
