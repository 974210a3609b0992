/**
 * The leads dashboard at /admin/overview: how many leads came in each week,
 * how fast they were answered against the promise, and which pages and
 * industries turn into won work, and how booked calls went. Every figure is aggregated in the database
 * over the last 12 weeks (Monday to Sunday, Johannesburg time), from one CTE
 * of the leads of that window (read through the created_at index); no lead
 * row is ever loaded. Four queries, in one
 * repeatable-read transaction so the figures agree with each other.
 */
import { and, count, desc, eq, gte, lte, notInArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { bookings, leads as leadsTable, type LeadType } from "~/db/schema";
import { BUSINESS_HOURS, type FollowUpPromise } from "~/content/lead-follow-up";
import { followedUpKinds, leadKind, leadKinds, unfollowedKinds } from "./lead-kinds";

/** How many weeks the dashboard covers, the current one included. */
export const DASHBOARD_WEEKS = 12;
/** How many source pages and industries the conversion tables show. */
export const CONVERSION_TOP = 10;

const ZONE = BUSINESS_HOURS.timeZone;
/**
 * The zone as an SQL literal, not a parameter: a GROUP BY on an expression matches its SELECT only when both are
 * the same text, and each parameter is a new one. It is a setting (an IANA name), checked here all the same.
 */
if (!/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/.test(ZONE)) throw new Error(`Not a time zone name: ${ZONE}`);
const ZONE_SQL = sql.raw(`'${ZONE}'`);

export type WeekCounts = {
  /** the week's Monday, "YYYY-MM-DD" in Johannesburg */
  week: string;
  counts: Record<LeadType, number>;
  total: number;
};

export type ReplyFigures = {
  /** leads with a promise that have been answered (respondedAt set) */
  answered: number;
  /** median of respondedAt − createdAt over those, in seconds; null when none */
  medianSeconds: number | null;
  /** leads with a promise that were answered or whose due time has passed */
  due: number;
  /** of those, answered at or before their due time */
  onTime: number;
  /** onTime / due; null when due is 0 */
  onTimeShare: number | null;
};

/** A kind of lead the team promises a reply to. */
export type PromisedType = LeadType;

export type ConversionRow = {
  /** the source page, or the industry's code; null: not recorded / not given */
  key: string | null;
  leads: number;
  won: number;
  /** won / leads */
  rate: number;
};

export type LeadDashboard = {
  /** the Monday of the first week shown and the moment the figures run to */
  from: string;
  to: string;
  /** all leads received in the window, newsletter and spam included */
  total: number;
  /** the 12 weeks, oldest first, every type present (zero-filled) */
  weekly: WeekCounts[];
  replies: {
    overall: ReplyFigures;
    byType: ({ type: PromisedType; promise: FollowUpPromise } & ReplyFigures)[];
  };
  conversion: { bySource: ConversionRow[]; byIndustry: ConversionRow[] };
  calls: CallFigures;
};

/** One week's booked calls: booked that week (and of those, cancelled since), and held that week, by outcome. */
export type CallWeek = { week: string; booked: number; cancelled: number; attended: number; noShows: number };

/** The calls booked in the window, and how they went (ADR 067). */
export type CallFigures = {
  weekly: CallWeek[];
  booked: number;
  cancelled: number;
  /** cancelled / booked; null when none was booked */
  cancelledShare: number | null;
  attended: number;
  noShows: number;
  /** no-shows / (attended + no-shows): of the calls marked; null when none is */
  noShowRate: number | null;
};

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "YYYY-MM-DD": the calendar day `date` falls on in Johannesburg. */
function dayIn(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dayFormat.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A calendar day moved by `days` (plain calendar arithmetic, no time zone involved). */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Mondays of the 12 weeks ending with the week `now` is in (Johannesburg), oldest first. */
export function dashboardWeeks(now: Date, weeks = DASHBOARD_WEEKS): string[] {
  const today = dayIn(now);
  const [y, m, d] = today.split("-").map(Number);
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -sinceMonday);
  return Array.from({ length: weeks }, (_, i) => addDays(thisMonday, 7 * (i - (weeks - 1))));
}

/**
 * The visitor's industry, from the answers each kind names as its industry (lead-kinds.ts), first given first;
 * null for a kind that asks none.
 */
function industry(): SQL<string | null> {
  const branches = leadKinds()
    .filter((kind) => kind.industryAnswers && kind.industryAnswers.length > 0)
    .map((kind) => {
      const answers = kind.industryAnswers!.map((key) => sql`${leadsTable.answers} ->> ${sql.raw(`'${key}'`)}`);
      return sql`when ${sql.raw(`'${kind.name.replace(/'/g, "''")}'`)} then coalesce(${sql.join(answers, sql`, `)})`;
    });
  return branches.length > 0
    ? sql<string | null>`case ${leadsTable.kind} ${sql.join(branches, sql` `)} end`
    : sql<string | null>`null::text`;
}

/** The window's leads, with the columns the figures need. */
function windowLeads(tx: Queryable, start: SQL, now: Date) {
  return tx
    .select({
      type: leadsTable.kind,
      createdAt: leadsTable.createdAt,
      replyDueAt: leadsTable.replyDueAt,
      respondedAt: leadsTable.respondedAt,
      status: leadsTable.status,
      sourcePath: leadsTable.sourcePath,
      sector: industry().as("sector"),
    })
    .from(leadsTable)
    .where(and(gte(leadsTable.createdAt, start), lte(leadsTable.createdAt, now)));
}

const int = (fragment: SQL) => sql<number>`(${fragment})::int`.mapWith(Number);

/** The dashboard's figures at `now`. */
export async function leadDashboard(now = new Date()): Promise<LeadDashboard> {
  const weeks = dashboardWeeks(now);
  // Monday 00:00 in Johannesburg of the first week, as an instant.
  const start = sql`(${weeks[0]}::timestamp at time zone ${ZONE_SQL})`;

  return db().transaction(
    async (tx) => {
      const leads = tx.$with("leads").as(windowLeads(tx, start, now));
      // Spam is filed, not answered: moving it out of New stops its clock but is no reply to count.
      const promised = sql`${leads.replyDueAt} is not null and ${leads.status} <> 'spam'`;

      const week = sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone ${ZONE_SQL}), 'YYYY-MM-DD')`;
      const weeklyRows = await tx
        .with(leads)
        .select({ week, type: leads.type, leads: count().mapWith(Number) })
        .from(leads)
        .groupBy(week, leads.type);

      const answered = sql`${promised} and ${leads.respondedAt} is not null`;
      const replyRows = await tx
        .with(leads)
        .select({
          overall: sql<number>`grouping(${leads.type})`.mapWith(Number),
          type: leads.type,
          answered: int(sql`count(*) filter (where ${answered})`),
          medianSeconds: sql<
            number | null
          >`percentile_cont(0.5) within group (order by extract(epoch from ${leads.respondedAt} - ${leads.createdAt})) filter (where ${answered})`.mapWith(
            (value: unknown) => (value === null ? null : Number(value)),
          ),
          due: int(
            sql`count(*) filter (where ${promised} and (${leads.respondedAt} is not null or ${leads.replyDueAt} <= ${now}))`,
          ),
          onTime: int(sql`count(*) filter (where ${answered} and ${leads.respondedAt} <= ${leads.replyDueAt})`),
        })
        .from(leads)
        .groupBy(sql`grouping sets ((${leads.type}), ())`);

      const conversion = async (key: typeof leads.sourcePath | typeof leads.sector) => {
        const leadsCount = count();
        const rows = await tx
          .with(leads)
          .select({
            key,
            leads: leadsCount.mapWith(Number),
            won: int(sql`count(*) filter (where ${leads.status} = 'won')`),
          })
          .from(leads)
          .where(and(notInArray(leads.type, unfollowedKinds()), sql`${leads.status} <> 'spam'`))
          .groupBy(key)
          .orderBy(
            desc(leadsCount),
            desc(sql`count(*) filter (where ${leads.status} = 'won')`),
            sql`${key} asc nulls last`,
          )
          .limit(CONVERSION_TOP);
        return rows.map((row) => ({
          key: row.key as string | null,
          leads: row.leads,
          won: row.won,
          rate: row.leads > 0 ? row.won / row.leads : 0,
        }));
      };
      const bySource = await conversion(leads.sourcePath);
      const byIndustry = await conversion(leads.sector);
      const calls = await callFigures(tx, weeks, start, now);

      return { ...assemble(now, weeks, weeklyRows, replyRows, { bySource, byIndustry }), calls };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Calls booked each week of the window (by the week they were booked) and held (by the week of the call). */
async function callFigures(tx: Queryable, weeks: string[], start: SQL, now: Date): Promise<CallFigures> {
  const weekOf = (column: SQLWrapper) =>
    sql<string>`to_char(date_trunc('week', ${column} at time zone ${ZONE_SQL}), 'YYYY-MM-DD')`;
  const bookedWeek = weekOf(bookings.createdAt);
  const heldWeek = weekOf(bookings.startsAt);
  const [booked, held] = await Promise.all([
    tx
      .select({
        week: bookedWeek,
        booked: count().mapWith(Number),
        cancelled: int(sql`count(*) filter (where ${bookings.status} = 'cancelled')`),
      })
      .from(bookings)
      .where(and(gte(bookings.createdAt, start), lte(bookings.createdAt, now)))
      .groupBy(bookedWeek),
    tx
      .select({
        week: heldWeek,
        attended: int(sql`count(*) filter (where ${bookings.outcome} = 'attended')`),
        noShows: int(sql`count(*) filter (where ${bookings.outcome} = 'no-show')`),
      })
      .from(bookings)
      .where(and(gte(bookings.startsAt, start), lte(bookings.startsAt, now), eq(bookings.status, "confirmed")))
      .groupBy(heldWeek),
  ]);
  const weekly = weeks.map((week) => {
    const b = booked.find((row) => row.week === week);
    const h = held.find((row) => row.week === week);
    return {
      week,
      booked: b?.booked ?? 0,
      cancelled: b?.cancelled ?? 0,
      attended: h?.attended ?? 0,
      noShows: h?.noShows ?? 0,
    };
  });
  const sum = (key: keyof Omit<CallWeek, "week">) => weekly.reduce((total, w) => total + w[key], 0);
  const [bookedTotal, cancelled, attended, noShows] = [
    sum("booked"),
    sum("cancelled"),
    sum("attended"),
    sum("noShows"),
  ];
  return {
    weekly,
    booked: bookedTotal,
    cancelled,
    cancelledShare: bookedTotal > 0 ? cancelled / bookedTotal : null,
    attended,
    noShows,
    noShowRate: attended + noShows > 0 ? noShows / (attended + noShows) : null,
  };
}

type ReplyRow = {
  overall: number;
  type: LeadType | null;
  answered: number;
  medianSeconds: number | null;
  due: number;
  onTime: number;
};

function replyFigures(row: ReplyRow | undefined): ReplyFigures {
  const answered = row?.answered ?? 0;
  const due = row?.due ?? 0;
  const onTime = row?.onTime ?? 0;
  return {
    answered,
    medianSeconds: answered > 0 ? (row?.medianSeconds ?? null) : null,
    due,
    onTime,
    onTimeShare: due > 0 ? onTime / due : null,
  };
}

function assemble(
  now: Date,
  weeks: string[],
  weeklyRows: { week: string; type: LeadType; leads: number }[],
  replyRows: ReplyRow[],
  conversion: LeadDashboard["conversion"],
): Omit<LeadDashboard, "calls"> {
  const weekly = weeks.map((week) => {
    const counts: Record<LeadType, number> = Object.fromEntries(leadKinds().map((kind) => [kind.name, 0]));
    for (const row of weeklyRows) if (row.week === week) counts[row.type] = (counts[row.type] ?? 0) + row.leads;
    return { week, counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
  });
  const overallRow = replyRows.find((row) => row.overall === 1);
  return {
    from: weeks[0],
    to: now.toISOString(),
    total: weekly.reduce((sum, w) => sum + w.total, 0),
    weekly,
    replies: {
      overall: replyFigures(overallRow),
      byType: followedUpKinds().map((type) => ({
        type,
        promise: leadKind(type).replyDueAfter!,
        ...replyFigures(replyRows.find((row) => row.overall === 0 && row.type === type)),
      })),
    },
    conversion,
  };
}
