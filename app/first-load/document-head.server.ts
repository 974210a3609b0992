/**
 * Rewrites the <head> of each server-rendered page for a fast first paint:
 * - the public pages' stylesheet (the first, the root's) is inlined, so no
 *   request blocks rendering; its <link> stays in place for React to hydrate,
 *   as a print stylesheet, which browsers fetch without waiting for it. A
 *   route's own stylesheet after it (the admin's) stays a link, which the
 *   browser fetches once and keeps (ADR 066).
 * - the module preloads are marked fetchpriority="low", so the browser fetches
 *   the HTML's images and fonts first (React hoists preloads into <head> at
 *   high priority otherwise); the scripts still load at once and hydrate as soon
 *   as they arrive.
 * - the font preloads move to the start of <body>. The browser still fetches
 *   them as soon as it reads the first bytes of the page, but a font preload
 *   in <head> also holds back the first paint until the font has loaded, and in
 *   Chromium that wait sometimes runs to its limit (1.5 s after navigation)
 *   although the font arrived long before. From <body> it never holds the paint.
 * Everything after the tag that follows </head> passes through untouched.
 */
import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { clientBuildDirectory } from "../../server/build-directory";

const STYLESHEET = /<link(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="(\/assets\/[^"?#]+\.css)")[^>]*\/?>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;
const FONT_PRELOAD = /<link(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*\/?>/g;
const BODY_TAG = /^<\/head>\s*<body\b[^>]*>/;

const stylesheets = new Map<string, string | null>();

/** A built stylesheet's text, read once; null when there is none (the dev server's styles). */
function readStylesheet(href: string): string | null {
  if (!stylesheets.has(href)) {
    const file = path.join(clientBuildDirectory, href);
    const inside = file.startsWith(clientBuildDirectory + path.sep);
    stylesheets.set(href, inside && fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);
  }
  return stylesheets.get(href) ?? null;
}

/** A stylesheet's text made safe inside <style> ("</" cannot occur in any the build writes, but make sure), with its bytes. */
type SafeStylesheet = { text: string; bytes: Buffer };

const safeStyles = new Map<string, SafeStylesheet>();

function safeInStyle(css: string): SafeStylesheet {
  let safe = safeStyles.get(css);
  if (safe === undefined) {
    const text = css.replaceAll("</", "<\\/");
    safe = { text, bytes: Buffer.from(text) };
    if (safeStyles.size > 16) safeStyles.clear();
    safeStyles.set(css, safe);
  }
  return safe;
}

/**
 * A rewritten start of a page, in pieces: text, and each inlined stylesheet as its own piece, so that a page's
 * bytes take the stylesheet's (two fifths of a page) as encoded once.
 */
type Pieces = Array<string | SafeStylesheet>;

const joined = (pieces: Pieces) => pieces.map((piece) => (typeof piece === "string" ? piece : piece.text)).join("");

function headPieces(head: string, nonce: string | undefined, read: (href: string) => string | null): Pieces {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const lowPreloads = (text: string) => text.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
  const pieces: Pieces = [];
  let text = "";
  let last = 0;
  for (const match of head.matchAll(STYLESHEET)) {
    const [link, href] = match;
    if (pieces.length > 0) break;
    const css = read(href);
    if (css === null) continue;
    // The <link> stays where React expects it while hydrating; as a print stylesheet it no longer blocks rendering.
    pieces.push(
      text + lowPreloads(head.slice(last, match.index)) + `<style${nonceAttribute} data-href="${href}">`,
      safeInStyle(css),
    );
    text = "</style>" + link.replace("<link", '<link media="print"');
    last = match.index + link.length;
  }
  pieces.push(text + lowPreloads(head.slice(last)));
  return pieces;
}

/** The head with its built stylesheets inlined and its module preloads at low priority. */
export function optimiseHead(
  head: string,
  nonce: string | undefined,
  read: (href: string) => string | null = readStylesheet,
): string {
  return joined(headPieces(head, nonce, read));
}

function documentStartPieces(start: string, nonce: string | undefined, read: (href: string) => string | null): Pieces {
  const headEnd = start.indexOf("</head>");
  if (headEnd === -1) return [start];
  const head = start.slice(0, headEnd);
  const rest = start.slice(headEnd);
  const bodyTag = rest.match(BODY_TAG)?.[0];
  const fontPreloads = head.match(FONT_PRELOAD);
  if (!bodyTag || !fontPreloads) return [...headPieces(head, nonce, read), rest];
  return [
    ...headPieces(head.replace(FONT_PRELOAD, ""), nonce, read),
    bodyTag + fontPreloads.join("") + rest.slice(bodyTag.length),
  ];
}

/**
 * The start of a page, up to and including the first tag after </head>: the head rewritten by optimiseHead and, when
 * that tag is <body>, the font preloads moved just inside it.
 */
export function optimiseDocumentStart(
  start: string,
  nonce: string | undefined,
  read: (href: string) => string | null = readStylesheet,
): string {
  return joined(documentStartPieces(start, nonce, read));
}

/**
 * React's destination for a page: holds the page back until the tag after </head>, rewrites that start with
 * optimiseDocumentStart, then passes the rest on. React writes 4 KB at a time and calls `flush()` when it has written
 * all it has ready (as it does for a compression stream): the chunks go on together then, one for each of React's
 * flushes rather than forty a page through every stream after this one.
 */
export function headOptimiser(nonce: string | undefined): Transform & { flush(): void } {
  let buffered = "";
  let done = false;
  let held: Buffer[] = [];
  const decoder = new StringDecoder("utf8");
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) {
        held.push(chunk);
        return callback();
      }
      buffered += decoder.write(chunk);
      const headEnd = buffered.indexOf("</head>");
      const tagEnd = headEnd === -1 ? -1 : buffered.indexOf(">", headEnd + "</head>".length);
      if (tagEnd === -1) return callback();
      done = true;
      for (const piece of documentStartPieces(buffered.slice(0, tagEnd + 1), nonce, readStylesheet)) {
        held.push(typeof piece === "string" ? Buffer.from(piece) : piece.bytes);
      }
      held.push(Buffer.from(buffered.slice(tagEnd + 1)));
      buffered = "";
      callback();
    },
    flush(callback) {
      release();
      callback(null, done ? undefined : optimiseDocumentStart(buffered + decoder.end(), nonce));
    },
  });
  const release = () => {
    if (held.length === 0) return;
    stream.push(held.length === 1 ? held[0] : Buffer.concat(held));
    held = [];
  };
  return Object.assign(stream, { flush: release });
}
