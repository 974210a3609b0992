/**
 * What `npm run bench:pages` captures from the app and the bare server
 * (bare-server.ts) replays: one reply for each kind of request, found by
 * replyKey. A kind is the path, the names of the query's parameters (not their
 * values, so `/?gclid=1` and `/?gclid=2` share the reply captured for
 * `/?gclid=…`), and whether the request carries a Cookie or an If-None-Match
 * header.
 */
export type Reply = { status: number; headers: Record<string, string>; body: string };
/** Replies by replyKey, bodies in base64. */
export type Captured = Record<string, Reply>;

export function replyKey(url: string, cookie: string | undefined, ifNoneMatch: string | undefined): string {
  const queryAt = url.indexOf("?");
  let key =
    queryAt === -1
      ? url
      : `${url.slice(0, queryAt)}?${url
          .slice(queryAt + 1)
          .split("&")
          .map((parameter) => parameter.split("=")[0])
          .sort()
          .join("&")}`;
  if (cookie) key += " cookie";
  if (ifNoneMatch) key += " if-none-match";
  return key;
}
