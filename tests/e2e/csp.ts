/**
 * Whether a page's inline scripts are all allowed by its Content-Security-Policy:
 * by the response's nonce (a page rendered for one visitor) or by their hashes
 * (a page the page cache keeps, ADR 024).
 */
import crypto from "node:crypto";

export type ScriptPolicy = { nonce: string | null; hashes: string[]; inlineScripts: number; refused: string[] };

export function inlineScriptPolicy(csp: string, html: string): ScriptPolicy {
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? null;
  const hashes = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
  let inlineScripts = 0;
  const refused: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    inlineScripts++;
    const byNonce = nonce !== null && attributes.includes(`nonce="${nonce}"`);
    const byHash = hashes.includes(crypto.createHash("sha256").update(text).digest("base64"));
    if (!byNonce && !byHash) refused.push(text.slice(0, 80));
  }
  return { nonce, hashes, inlineScripts, refused };
}
