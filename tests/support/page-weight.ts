/**
 * What a public page makes a browser download, as the production build serves it, and its budgets (ADR 047): the
 * script it fetches, counted in bytes as they come over the wire with `Accept-Encoding: br, gzip` (the build's brotli
 * copies, server/precompressed.ts), and the stylesheet inlined in its HTML (ADR 008). One way to measure both, for
 * `npm run bench:scripts` (tests/bench/page-scripts.ts) and the browser test that holds every page to them
 * (tests/e2e/page-budgets.spec.ts).
 */
import http from "node:http";
import type { Page } from "@playwright/test";
import { marketingPages } from "~/content/pages";
import { publicPagesWith } from "~/content/public-pages";

/** 1 KB = 1,024 bytes, in every figure here. */
export const KB = 1024;
/** The script a public page may download with brotli, the chunks it fetches as it hydrates included (ADR 022). */
export const SCRIPT_BUDGET_BYTES = 125 * KB;
/** The stylesheet every page carries inline, as its bytes stand in the HTML (before the page is compressed). */
export const STYLESHEET_BUDGET_BYTES = 100 * KB;

/** The pages the sitemap lists besides the insights (app/content/public-pages.ts, which the sitemap reads). */
export const publicPagePaths: readonly string[] = publicPagesWith(marketingPages).map((page) => page.path);

export type ScriptSize = { url: string; bytes: number; encoding: string };
export type PageWeight = {
  path: string;
  /** Every script of the site's own the page fetched or named, each as served with brotli. */
  scripts: ScriptSize[];
  scriptBytes: number;
  /** The inlined stylesheets' bytes (the site has one), as UTF-8 in the HTML. */
  stylesheetBytes: number;
  stylesheets: number;
};

/** A figure in KB with one decimal. */
export const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The bytes of one response body as they come over the wire, without decoding them. */
function wireBytes(url: string): Promise<ScriptSize> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`${url} answered ${response.statusCode}`));
          return;
        }
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({ url, bytes, encoding: String(response.headers["content-encoding"] ?? "identity") }),
        );
      })
      .on("error", reject);
  });
}

// A built script's name carries its content's hash: one measurement a URL is enough.
const scriptSizes = new Map<string, Promise<ScriptSize>>();

function scriptSize(url: string): Promise<ScriptSize> {
  let size = scriptSizes.get(url);
  if (!size) {
    size = wireBytes(url);
    scriptSizes.set(url, size);
  }
  return size;
}

/** The path of the newest published insight, the one kind of page the sitemap lists that publicPages does not. */
export async function anInsightPath(base: string): Promise<string> {
  const { posts } = (await (await fetch(`${base}/api/insights/latest`)).json()) as { posts: { slug: string }[] };
  if (!posts.length) throw new Error("no published insight to measure");
  return `/insights/${posts[0].slug}`;
}

const INLINE_STYLESHEET = /<style\b[^>]*\bdata-href="[^"]*"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Opens `pathname` of the server at `base` in `page`, which should be in a context of its own so that nothing comes
 * from an earlier page's cache, and measures it: every script of the site's it fetches until the network is quiet
 * (the module script and module preloads in its HTML and the chunks it imports as it hydrates: a behaviour section's
 * own chunk, ADR 022), plus any script or module preload its HTML names that the browser had not asked for yet; and
 * the stylesheet inlined in the HTML the server sent.
 */
export async function measurePage(page: Page, base: string, pathname: string): Promise<PageWeight> {
  const origin = new URL(base).origin;
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script" && new URL(request.url()).origin === origin) urls.add(request.url());
  });
  const response = await page.goto(new URL(pathname, origin).href, { waitUntil: "networkidle" });
  if (!response?.ok()) throw new Error(`${pathname} answered ${response?.status()}`);
  const named = await page.$$eval('script[src], link[rel="modulepreload"]', (elements) =>
    elements.map((element) => (element as HTMLScriptElement).src || (element as HTMLLinkElement).href),
  );
  for (const url of named) if (new URL(url).origin === origin) urls.add(url);
  const scripts = await Promise.all([...urls].sort().map(scriptSize));
  const html = (await response.body()).toString("utf8");
  const inlined = [...html.matchAll(INLINE_STYLESHEET)].map((match) => Buffer.byteLength(match[1]));
  return {
    path: pathname,
    scripts,
    scriptBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    stylesheetBytes: inlined.reduce((sum, bytes) => sum + bytes, 0),
    stylesheets: inlined.length,
  };
}

/**
 * What is wrong with a page's weight against the budgets: a sentence for each budget it is over, naming the page, its
 * bytes and the budget.
 */
export function overBudget(
  weight: PageWeight,
  { scriptBudget = SCRIPT_BUDGET_BYTES, stylesheetBudget = STYLESHEET_BUDGET_BYTES } = {},
): string[] {
  const { path, scripts, scriptBytes, stylesheetBytes } = weight;
  const bytes = (count: number) => `${count.toLocaleString("en-US")} bytes (${kb(count)} KB)`;
  const problems: string[] = [];
  if (scriptBytes > scriptBudget) {
    problems.push(
      `${path} downloads ${bytes(scriptBytes)} of script with brotli in ${scripts.length} scripts, over the budget of ` +
        `${bytes(scriptBudget)}; LIST_SCRIPTS=1 npm run bench:scripts ${path} names them`,
    );
  }
  if (stylesheetBytes > stylesheetBudget) {
    problems.push(
      `${path} carries ${bytes(stylesheetBytes)} of inlined stylesheet, over the budget of ${bytes(stylesheetBudget)}`,
    );
  }
  return problems;
}
