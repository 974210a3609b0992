import { Readable } from "node:stream";
import { describe, expect, test } from "vitest";
import { headOptimiser, optimiseHead } from "~/lib/document-head.server";

const head =
  '<head><meta charSet="utf-8"/><link nonce="n1" rel="stylesheet" href="/assets/root-abc.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="n1"/>';
const css = "body{color:red}.a::after{content:\"</style>\"}";

describe("optimiseHead", () => {
  test("inlines a built stylesheet with the nonce and keeps its link as a print stylesheet for hydration", () => {
    const out = optimiseHead(head, "n1", (href) => (href === "/assets/root-abc.css" ? css : null));
    expect(out).toContain('<style nonce="n1" data-href="/assets/root-abc.css">body{color:red}');
    expect(out).toContain('<link media="print" nonce="n1" rel="stylesheet" href="/assets/root-abc.css"/>');
    expect(out.indexOf("<style")).toBeLessThan(out.indexOf('<link media="print"'));
  });

  test("cannot let a stylesheet close its <style> element early", () => {
    const out = optimiseHead(head, "n1", () => css);
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });

  test("leaves a stylesheet it cannot read as a blocking link", () => {
    const out = optimiseHead(head, "n1", () => null);
    expect(out).toContain('<link nonce="n1" rel="stylesheet" href="/assets/root-abc.css"/>');
    expect(out).not.toContain("<style");
  });

  test("marks every module preload low priority, once", () => {
    const out = optimiseHead(optimiseHead(head, undefined, () => null), undefined, () => null);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).not.toMatch(/fetchpriority="low" fetchpriority/);
  });
});

describe("headOptimiser", () => {
  async function run(chunks: Buffer[]) {
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(chunks).pipe(headOptimiser("n1"))) out.push(Buffer.from(chunk));
    return Buffer.concat(out).toString("utf8");
  }

  test("rewrites a head split across chunks, even inside a multi-byte character, and passes the body through", async () => {
    const page = `<!DOCTYPE html><html>${head}<title>Café ✓</title></head><body><link rel="modulepreload" href="/x.js"/>é</body></html>`;
    const bytes = Buffer.from(page, "utf8");
    const cut = bytes.indexOf(Buffer.from("✓")) + 1;
    const out = await run([bytes.subarray(0, 40), bytes.subarray(40, cut), bytes.subarray(cut)]);
    expect(out).toContain("<title>Café ✓</title></head>");
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-1.js"');
    // Only the head is rewritten.
    expect(out).toContain('<body><link rel="modulepreload" href="/x.js"/>é</body>');
  });

  test("passes a document without </head> through unchanged", async () => {
    expect(await run([Buffer.from("<p>Error</p>")])).toBe("<p>Error</p>");
  });
});
