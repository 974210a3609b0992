/**
 * The CSP source of each inline script of a document (`'sha256-…'`), for a
 * cached page's Content-Security-Policy (ADR 024): the browser runs an inline
 * script only when its text hashes to one of these, so the guarantee is the
 * nonce's (a script the server did not render does not run) without a value
 * that changes on every response and would have to be written into the body.
 */
import crypto from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
