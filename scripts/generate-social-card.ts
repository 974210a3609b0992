/**
 * Draws the picture that link previews show for every page (Open Graph and
 * Twitter cards, 1200 × 630): the firm's mark, name and promise over the
 * brand's contour lines, set in the site's own typefaces. Chromium renders it
 * and the JPEG is committed to public/media/, so the site serves a file and
 * needs no browser to run; run this again only to change the card.
 *
 *   npx tsx scripts/generate-social-card.ts
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { site } from "../app/content/site";
import { findChromium } from "../tests/support/chromium";

const OUT = path.resolve("public/media/social-card.jpg");
const WIDTH = 1200;
const HEIGHT = 630;

function fontFace(family: string, file: string): string {
  const data = fs.readFileSync(path.resolve("node_modules", file)).toString("base64");
  return `@font-face{font-family:"${family}";src:url(data:font/woff2;base64,${data}) format("woff2");font-weight:100 900}`;
}

/** Level lines of a gentle slope, as in the pages' heroes. */
function contours(): string {
  const lines: string[] = [];
  for (let index = 0; index < 14; index++) {
    const y = 640 - index * 34;
    lines.push(
      `<path d="M-40 ${y} C 260 ${y - 110}, 560 ${y + 140}, 820 ${y - 40} S 1160 ${y - 150}, 1260 ${y - 90}"/>`,
    );
  }
  return `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" style="position:absolute;inset:0" aria-hidden="true"><g fill="none" stroke="#e39a2d" stroke-opacity="0.18" stroke-width="1.6">${lines.join("")}</g></svg>`;
}

const mark = fs
  .readFileSync(path.resolve("public/favicon.svg"), "utf8")
  .replace("<svg ", '<svg width="84" height="84" ');

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFace("Inter", "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")}
${fontFace("Fraunces", "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2")}
html,body{margin:0}
.card{position:relative;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden;background:linear-gradient(135deg,#0a2a2b,#144846);color:#fbfaf7;font-family:Inter,sans-serif}
.inner{position:absolute;inset:72px 80px;display:flex;flex-direction:column;justify-content:space-between}
.brand{display:flex;align-items:center;gap:24px;font-family:Fraunces,serif;font-size:44px;font-weight:600}
h1{margin:0;max-width:960px;font-family:Fraunces,serif;font-size:64px;line-height:1.1;font-weight:600}
h1 span{color:#f0b35a}
.foot{font-size:28px;color:rgba(251,250,247,.85)}
</style></head><body><div class="card">${contours()}<div class="inner">
<div class="brand">${mark}<span>${site.name}</span></div>
<h1>A business that runs well, grows steadily and <span>doesn't depend on you</span></h1>
<div class="foot">Business advisory for owner-led businesses in ${site.country}</div>
</div></div></body></html>`;

const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: OUT, type: "jpeg", quality: 85 });
  console.log(`Wrote ${path.relative(process.cwd(), OUT)} (${fs.statSync(OUT).size} bytes)`);
} finally {
  await browser.close();
}
