/**
 * The address to send a request on to when it ends in an empty query ("/contact?", what a GET form sent with
 * nothing in it asks for), so that a page has one address; null otherwise. Only a path of this site: "//" or
 * "/\" at the start would name another one.
 */
export function withoutBareQuery(url: string): string | null {
  if (url.indexOf("?") !== url.length - 1 || !/^\/(?![/\\])/.test(url)) return null;
  return url.slice(0, -1);
}
