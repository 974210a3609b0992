import { PassThrough, Readable } from "node:stream";
import { createElement as h } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { headOptimiser, optimiseDocumentStart, optimiseHead } from "~/first-load/document-head.server";

const head =
  '<head><meta charSet="utf-8"/><link nonce="n1" rel="stylesheet" href="/assets/root-abc.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="n1"/>';
const css = 'body{color:red}.a::after{content:"</style>"}';

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

  test("inlines the first stylesheet only: a route's own after it (the admin's) stays a link the browser keeps", () => {
    const withAdmin = head.replace(
      '<link rel="modulepreload"',
      '<link nonce="n1" rel="stylesheet" href="/assets/layout-def.css"/><link rel="modulepreload"',
    );
    const out = optimiseHead(withAdmin, "n1", () => css);
    expect(out.match(/<style[^>]*>/g)).toEqual(['<style nonce="n1" data-href="/assets/root-abc.css">']);
    expect(out).toContain('<link media="print" nonce="n1" rel="stylesheet" href="/assets/root-abc.css"/>');
    expect(out).toContain('<link nonce="n1" rel="stylesheet" href="/assets/layout-def.css"/>');
  });

  test("leaves a stylesheet it cannot read as a blocking link", () => {
    const out = optimiseHead(head, "n1", () => null);
    expect(out).toContain('<link nonce="n1" rel="stylesheet" href="/assets/root-abc.css"/>');
    expect(out).not.toContain("<style");
  });

  test("marks every module preload low priority, once", () => {
    const out = optimiseHead(
      optimiseHead(head, undefined, () => null),
      undefined,
      () => null,
    );
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).not.toMatch(/fetchpriority="low" fetchpriority/);
  });
});

const fonts =
  '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-1.woff2" crossorigin="anonymous"/>' +
  '<link rel="preload" href="/assets/fraunces-2.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>';

describe("optimiseDocumentStart", () => {
  const noCss = () => null;

  test("moves the font preloads from the head to the start of the body, in order", () => {
    const out = optimiseDocumentStart(`<html>${head}${fonts}<title>T</title></head><body class="x">`, undefined, noCss);
    const [inHead, inBody] = out.split("</head>");
    expect(inHead).not.toContain('as="font"');
    expect(inHead).toContain("<title>T</title>");
    expect(inBody).toBe(`<body class="x">${fonts}`);
  });

  test("still rewrites the head", () => {
    const out = optimiseDocumentStart(`${head}${fonts}</head><body>`, "n1", () => css);
    expect(out).toContain('<style nonce="n1" data-href="/assets/root-abc.css">');
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low"');
  });

  test("leaves the fonts in the head when no <body> follows it", () => {
    const out = optimiseDocumentStart(`${head}${fonts}</head><div>`, undefined, noCss);
    expect(out.slice(0, out.indexOf("</head>"))).toContain(fonts);
    expect(out.endsWith("</head><div>")).toBe(true);
  });

  test("returns a start without </head> unchanged", () => {
    expect(optimiseDocumentStart(`${head}${fonts}`, undefined, noCss)).toBe(`${head}${fonts}`);
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

  test("waits for the tag after </head>, even when a chunk ends between them", async () => {
    const page = `<html>${head}${fonts}</head>`;
    const out = await run([Buffer.from(page), Buffer.from("<bo"), Buffer.from('dy id="b"><p>Hi</p></body></html>')]);
    expect(out).toBe(`<html>${optimiseHead(head, "n1")}</head><body id="b">${fonts}<p>Hi</p></body></html>`);
  });

  test("sends what React wrote since its last flush as one chunk, and nothing before the flush", async () => {
    const optimiser = headOptimiser(undefined);
    const sent: string[] = [];
    optimiser.on("data", (chunk: Buffer) => sent.push(chunk.toString("utf8")));
    optimiser.write(Buffer.from(`<html>${head}</head><body>`));
    optimiser.write(Buffer.from("<p>one</p>"));
    optimiser.write(Buffer.from("<p>two</p>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([]);
    optimiser.flush();
    optimiser.write(Buffer.from("<p>three</p>"));
    optimiser.end(Buffer.from("</body></html>"));
    await new Promise((resolve) => optimiser.once("end", resolve));
    expect(sent).toEqual([
      `<html>${optimiseHead(head, undefined)}</head><body><p>one</p><p>two</p>`,
      "<p>three</p></body></html>",
    ]);
  });

  test("rewrites a document that ends right after its <body> tag", async () => {
    const out = await run([Buffer.from(`${head}${fonts}</head><body`), Buffer.from(">")]);
    expect(out).toBe(`${optimiseHead(head, "n1")}</head><body>${fonts}`);
  });

  test("passes a document without </head> through unchanged", async () => {
    expect(await run([Buffer.from("<p>Error</p>")])).toBe("<p>Error</p>");
  });
});

/**
 * The rewrite matches markup by its shape. Here the head is streamed by React's own server renderer, as the app's
 * root renders it (a stylesheet, module preloads and font preloads as React Router's <Links> and <Scripts> give them
 * to React), so a React upgrade that writes, orders or hoists these tags differently fails this test, not a page.
 */
describe("the rewrite on React's own streamed output", () => {
  function reactDocument(nonce: string) {
    return h(
      "html",
      { lang: "en-ZA" },
      h(
        "head",
        null,
        h("meta", { charSet: "utf-8" }),
        h("link", {
          rel: "preload",
          href: "/assets/inter-1.woff2",
          as: "font",
          type: "font/woff2",
          crossOrigin: "anonymous",
        }),
        h("link", { rel: "stylesheet", href: "/assets/root-abc.css", nonce }),
        h("link", { rel: "modulepreload", href: "/assets/entry.client-1.js", nonce }),
        h("link", { rel: "modulepreload", href: "/assets/root-2.js", nonce }),
      ),
      h("body", null, h("main", null, "Hello")),
    );
  }

  /** The document as React streams it to the browser. */
  function streamed(nonce: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(reactDocument(nonce), {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
          body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
          pipe(body);
        },
        onShellError: reject,
      });
    });
  }

  test("inlines the stylesheet, lowers every module preload and moves the font preload into <body>", async () => {
    const html = optimiseDocumentStart(await streamed("n1"), "n1", (href) =>
      href === "/assets/root-abc.css" ? "main{color:red}" : null,
    );
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<style nonce="n1" data-href="\/assets\/root-abc\.css">/);
    expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g)).toEqual([expect.stringContaining('media="print"')]);
    const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    expect(head).not.toMatch(/as="font"/);
    expect(html).toMatch(
      /<\/head><body><link[^>]*as="font"[^>]*href="\/assets\/inter-1\.woff2"|<\/head><body><link[^>]*href="\/assets\/inter-1\.woff2"[^>]*as="font"/,
    );
  });
});
