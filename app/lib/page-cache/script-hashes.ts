/**
 * The CSP source of each inline script of a document (`'sha256-…'`), for a
 * cached page's Content-Security-Policy (ADR 024): the browser runs an inline
 * script only when its text hashes to one of these, so the guarantee is the
 * nonce's (a script the server did not render does not run) without a value
 * that changes on every response and would have to be written into the body.
 */
import crypto from "node:crypto";

const HAS_SRC = /(?:^|\s)src\s*=/i;
/** The tags in the cases HTML writers use (React writes lower case). A script in mixed case is not named: it does not run. */
const OPENINGS = ["<script", "<SCRIPT"].map((tag) => Buffer.from(tag));
const CLOSINGS = ["</script>", "</SCRIPT>"].map((tag) => Buffer.from(tag));
const GREATER_THAN = 0x3e;

/** The first of `needles` in `bytes` from `from`, or -1. */
function firstOf(bytes: Buffer, needles: Buffer[], from: number): number {
  let first = -1;
  for (const needle of needles) {
    const at = bytes.indexOf(needle, from);
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  return first;
}

/**
 * The hashes of `html`'s inline scripts, over each script's own UTF-8 bytes. Searches the page's bytes as they are:
 * decoding a 165 KB page to a string costs several times what the search and the hashes do.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const bytes = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  const hashes = new Set<string>();
  // Each case searched for only if the page has it at all (upper case, almost never).
  const openings = OPENINGS.filter((tag) => bytes.includes(tag));
  const closings = CLOSINGS.filter((tag) => bytes.includes(tag));
  for (let at = firstOf(bytes, openings, 0); at !== -1; at = firstOf(bytes, openings, at + 1)) {
    const next = bytes[at + "<script".length];
    // "<scripts>" or "<script-x>" is another element.
    if (
      next !== GREATER_THAN &&
      next !== 0x20 &&
      next !== 0x09 &&
      next !== 0x0a &&
      next !== 0x0d &&
      next !== 0x0c &&
      next !== 0x2f
    )
      continue;
    const tagEnd = bytes.indexOf(GREATER_THAN, at);
    if (tagEnd === -1) break;
    const close = firstOf(bytes, closings, tagEnd);
    if (close === -1) break;
    const attributes = bytes.toString("latin1", at + "<script".length, tagEnd);
    if (!HAS_SRC.test(attributes)) {
      hashes.add(
        `'sha256-${crypto
          .createHash("sha256")
          .update(bytes.subarray(tagEnd + 1, close))
          .digest("base64")}'`,
      );
    }
    at = close;
  }
  return [...hashes];
}
