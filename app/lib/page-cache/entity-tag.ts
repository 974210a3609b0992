/**
 * Strong entity tags for the page cache's entries (ADR 051): one for each body kept, so that a browser or a proxy
 * holding a page asks again with If-None-Match and is answered 304 without the body. The tag is made from the page's
 * bytes, and names the encoding: each encoding's bytes are a representation of their own.
 */
import crypto from "node:crypto";
import type { Encoding } from "./page-cache";

/** What every encoding's tag of these bytes starts with. */
export function entityTagBase(body: Uint8Array): string {
  return crypto.hash("sha256", body, "base64url").slice(0, 27);
}

/** The quoted tag of `base`'s bytes sent in `encoding`. */
export function entityTag(base: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${base}"` : `"${base}-${encoding}"`;
}

/**
 * Whether an If-None-Match header names `tag` (or is `*`): compared as RFC 9110 says for this header, weakly (a
 * `W/` before a tag is ignored).
 */
export function noneMatchNames(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(",") : header;
  return value.split(",").some((item) => {
    const named = item.trim();
    return named === "*" || named.replace(/^W\//, "") === tag;
  });
}
