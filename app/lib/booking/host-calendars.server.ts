/**
 * Hosts' own calendars (ADR 067): a host may give the private iCalendar address of the calendar they already use
 * (Google's "secret address in iCal format", Outlook's published ICS link), and its busy times are then kept off the
 * times they offer. Every five minutes each such calendar is read and its busy times for the next 400 days stored on
 * the host's schedule (calendar_busy), so finding slots never waits on someone else's server.
 *
 * A reading that fails keeps the last good busy times but records the failure (calendar_error), and the host offers
 * no times until a reading succeeds again (calendar-state.ts): unknown is never free. The failure's message is shown
 * to the host and to admins, so it is short and says what to do. The address is a secret (anyone holding it reads the
 * whole calendar), so it is never logged nor put in a message.
 */
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { hostSchedules, type BusyRange } from "~/db/schema";
import { site } from "~/content/site";
import { logger } from "../runtime/logger.server";
import { runEvery, type RecurringJob } from "../runtime/recurring-job.server";
import { DAY } from "../time/zoned-time";
import { busyTimes } from "./calendar-file.server";

/** The job's name (in logs). */
export const HOST_CALENDARS_JOB = "host-calendars";
/** How often hosts' calendars are read: a meeting added in Google appears in the booking pages within this. */
export const HOST_CALENDARS_EVERY_MS = 5 * 60_000;
/** How long a calendar's server has to send the whole calendar. */
export const CALENDAR_TIMEOUT_MS = 10_000;
/** The largest calendar read: a busy Google calendar of several years is a few hundred kilobytes. */
export const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;
/** Redirects followed at most (Outlook's published links redirect once or twice). */
const MAX_REDIRECTS = 3;
/** The span of busy times kept: from a day ago (a call today) to beyond the longest booking window (365 days). */
const BUSY_FROM_MS = DAY;
const BUSY_UNTIL_MS = 400 * DAY;
/** Calendars read at once by a refresh of every host. */
const READ_AT_ONCE = 4;

/** A reading failed, with a message for the host. */
export class CalendarReadError extends Error {}

export type ReadCalendarOptions = {
  /** 10 s by default */
  timeoutMs?: number;
  /** 2 MB by default */
  maxBytes?: number;
  fetch?: typeof fetch;
};

/**
 * The text of the calendar at `url`: http or https only (webcal:// is read as https://, as calendar programs do), at
 * most MAX_REDIRECTS redirects, `timeoutMs` for everything, at most `maxBytes`, and text that begins as a calendar.
 * Throws a CalendarReadError with a short message for the host otherwise.
 */
export async function readCalendarUrl(url: string, options: ReadCalendarOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? CALENDAR_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? CALENDAR_MAX_BYTES;
  const fetchCalendar = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(timeoutMs);
  const tooSlow = () => new CalendarReadError(`The calendar did not answer within ${seconds(timeoutMs)}.`);

  let address = calendarAddress(url);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetchCalendar(address, {
        signal,
        redirect: "manual",
        headers: {
          accept: "text/calendar, text/plain;q=0.9, */*;q=0.5",
          "user-agent": `${site.name} bookings (calendar reader)`,
        },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.has("location")) {
        await response.body?.cancel();
        if (redirects >= MAX_REDIRECTS) {
          throw new CalendarReadError(`The calendar's address redirected more than ${MAX_REDIRECTS} times.`);
        }
        address = calendarAddress(new URL(response.headers.get("location") ?? "", address).href);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new CalendarReadError(`The calendar answered ${response.status}.${statusHint(response.status)}`);
      }
      const text = await readText(response, maxBytes);
      if (!/^BEGIN:VCALENDAR/i.test(text.trimStart())) {
        throw new CalendarReadError("The address did not return a calendar.");
      }
      return text;
    }
  } catch (error) {
    if (error instanceof CalendarReadError) throw error;
    if (signal.aborted) throw tooSlow();
    throw new CalendarReadError(networkMessage(error));
  }
}

/** `url` as an address to read: http or https, webcal and webcals read as https. */
function calendarAddress(url: string): URL {
  let address: URL;
  try {
    address = new URL(url.trim());
  } catch {
    throw new CalendarReadError("The calendar's address is not a web address.");
  }
  if (address.protocol === "webcal:" || address.protocol === "webcals:") {
    address = new URL(`https:${address.href.slice(address.protocol.length)}`);
  }
  if (address.protocol !== "https:" && address.protocol !== "http:") {
    throw new CalendarReadError("The calendar's address must begin with https:// (or webcal://).");
  }
  if (address.username || address.password) {
    throw new CalendarReadError("The calendar's address may not hold a user name or password.");
  }
  return address;
}

/** The response's body as UTF-8 text, refused past `maxBytes` (before reading it, when the server says its length). */
async function readText(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new CalendarReadError(`The calendar is larger than ${megabytes(maxBytes)}.`);
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

function statusHint(status: number): string {
  if (status === 401 || status === 403 || status === 404 || status === 410) {
    return " Check the address: a calendar's secret address changes when it is reset.";
  }
  return "";
}

/** What went wrong reaching the server, in words (the cause's code, never the address). */
function networkMessage(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  switch (cause?.code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "The calendar's server was not found.";
    case "ECONNREFUSED":
      return "The calendar's server refused the connection.";
    case "ECONNRESET":
    case "UND_ERR_SOCKET":
      return "The calendar's server closed the connection.";
    case "CERT_HAS_EXPIRED":
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "SELF_SIGNED_CERT_IN_CHAIN":
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
    case "ERR_TLS_CERT_ALTNAME_INVALID":
      return "The calendar's server has no valid certificate.";
    default:
      return "The calendar could not be reached.";
  }
}

function seconds(ms: number): string {
  const value = Math.round(ms / 100) / 10;
  return `${value} second${value === 1 ? "" : "s"}`;
}

function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export type CalendarRefresh =
  | { outcome: "read"; busy: number }
  | { outcome: "failed"; error: string }
  | { outcome: "no-calendar" };

/**
 * Reads one host's calendar and stores what came of it: on success its busy times (sorted, merged ISO instants), the
 * time read and checked and no error; on failure the time checked and the error, the last good busy times kept. A
 * result is stored only while the host's address is still the one read, so a reading of an address just replaced
 * never lands on the new one.
 */
export async function refreshHostCalendar(
  userId: string,
  now = new Date(),
  options: ReadCalendarOptions = {},
): Promise<CalendarRefresh> {
  const [schedule] = await db()
    .select({ calendarUrl: hostSchedules.calendarUrl, calendarError: hostSchedules.calendarError })
    .from(hostSchedules)
    .where(eq(hostSchedules.userId, userId));
  const url = schedule?.calendarUrl;
  if (!url) return { outcome: "no-calendar" };
  const sameAddress = and(eq(hostSchedules.userId, userId), eq(hostSchedules.calendarUrl, url));

  let busy: BusyRange[];
  try {
    const text = await readCalendarUrl(url, options);
    busy = busyTimes(text, new Date(now.getTime() - BUSY_FROM_MS), new Date(now.getTime() + BUSY_UNTIL_MS)).map(
      (range) => ({ start: range.start.toISOString(), end: range.end.toISOString() }),
    );
  } catch (error) {
    const message =
      error instanceof Error && error.message ? error.message.slice(0, 300) : "The calendar could not be read.";
    await db().update(hostSchedules).set({ calendarCheckedAt: now, calendarError: message }).where(sameAddress);
    // Once per change of error, not every five minutes while it lasts; the message (which may quote an event of the
    // calendar) stays on the schedule, for the host and admins.
    if (message !== schedule.calendarError) logger.warn({ userId }, "a host's calendar could not be read");
    return { outcome: "failed", error: message };
  }
  await db()
    .update(hostSchedules)
    .set({ calendarBusy: busy, calendarReadAt: now, calendarCheckedAt: now, calendarError: null })
    .where(sameAddress);
  if (schedule.calendarError) logger.info({ userId }, "a host's calendar can be read again");
  return { outcome: "read", busy: busy.length };
}

/**
 * Reads every host's calendar, READ_AT_ONCE at a time; `checkedBefore` leaves out those checked since (another
 * instance's run). A host whose refresh fails for another reason (the database) is counted failed and logged, and the
 * others go on.
 */
export async function refreshHostCalendars(
  now = new Date(),
  options: ReadCalendarOptions & { checkedBefore?: Date } = {},
): Promise<{ read: number; failed: number }> {
  const { checkedBefore, ...reading } = options;
  const hosts = await db()
    .select({ userId: hostSchedules.userId })
    .from(hostSchedules)
    .where(
      and(
        isNotNull(hostSchedules.calendarUrl),
        checkedBefore
          ? or(isNull(hostSchedules.calendarCheckedAt), lt(hostSchedules.calendarCheckedAt, checkedBefore))
          : undefined,
      ),
    )
    .orderBy(hostSchedules.userId);
  const tally = { read: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < hosts.length) {
      const { userId } = hosts[next++];
      try {
        const refresh = await refreshHostCalendar(userId, now, reading);
        if (refresh.outcome === "read") tally.read++;
        else if (refresh.outcome === "failed") tally.failed++;
      } catch (error) {
        tally.failed++;
        logger.error({ err: error, userId }, "a host's calendar could not be refreshed");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_AT_ONCE, hosts.length) }, worker));
  return tally;
}

/**
 * Reads hosts' calendars every HOST_CALENDARS_EVERY_MS (the first shortly after start). Each instance runs it; a
 * calendar another instance checked within most of the interval is left alone, so hosts' servers are not asked once
 * per instance.
 */
export function startHostCalendarRefresh({
  intervalMs = HOST_CALENDARS_EVERY_MS,
  firstAfterMs = 15_000,
}: {
  intervalMs?: number;
  firstAfterMs?: number;
} = {}): RecurringJob {
  return runEvery(
    HOST_CALENDARS_JOB,
    intervalMs,
    async () => {
      const now = new Date();
      await refreshHostCalendars(now, { checkedBefore: new Date(now.getTime() - intervalMs * 0.8) });
    },
    { firstAfterMs },
  );
}
