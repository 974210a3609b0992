import type { Route } from "./+types/host-feed";
import { callFeed } from "~/lib/booking/calendar-file.server";
import { FEED_TOKEN_PATTERN, hostFeed } from "~/lib/booking/calendar-admin.server";
import { checkFormRateLimit } from "~/lib/forms/form-guard.server";

/**
 * Readings of one feed in an hour: calendar programs read a feed a few times a day. Counted by the feed, not by the
 * address asking: Google Calendar reads every subscriber's feeds from a few shared addresses.
 */
const FEED_LIMIT = { max: 60, windowMs: 3_600_000 };

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * A host's feed of their booked calls, at the secret address the calendar screen gives them (/calendar/<secret>.ics),
 * for Google Calendar or Outlook to subscribe to. An unknown or revoked secret is not found; addresses that cannot
 * be a secret are turned away before the rate limit and the database.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.ics$/.exec(params.file);
  if (!match || !FEED_TOKEN_PATTERN.test(match[1])) return notFound();
  const limited = await checkFormRateLimit("calendar-feed", match[1], FEED_LIMIT);
  if (!limited.ok) {
    return new Response(limited.message, {
      status: 429,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(limited.retryAfterSeconds ?? 60),
      },
    });
  }
  const feed = await hostFeed(match[1]);
  if (!feed) return notFound();
  return new Response(callFeed(feed.name, feed.events), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, max-age=300",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
