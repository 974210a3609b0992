/**
 * The server's keeper of static markup (static-markup.ts, ADR 039): the HTML of a StaticHtml's children, drawn once
 * for each content object and path and kept while the object lives (the site's content is loaded once; a page of
 * posts lives as long as the read that loaded it). At most MAX_PATHS paths an object, the oldest dropped first: an
 * address a visitor makes up (a 404) draws the footer again rather than growing the store.
 */
import { renderToString } from "react-dom/server";
import type { StaticMarkupKeeper } from "./static-markup";

const MAX_PATHS = 64;
const kept = new WeakMap<object, Map<string, string>>();

export const keptStaticMarkup: StaticMarkupKeeper = (content, path, children) => {
  let byPath = kept.get(content);
  if (!byPath) kept.set(content, (byPath = new Map()));
  let html = byPath.get(path);
  if (html === undefined) {
    html = renderToString(<>{children()}</>);
    if (byPath.size >= MAX_PATHS) byPath.delete(byPath.keys().next().value!);
    byPath.set(path, html);
  }
  return html;
};
