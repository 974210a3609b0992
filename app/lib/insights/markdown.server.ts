/**
 * Insight bodies: Markdown rendered to HTML on the server and sanitised, so
 * whatever an author typed (script tags, event handlers, javascript: links)
 * is shown as text or dropped, never run. No Markdown code reaches the browser.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: true, async: false });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "strong", "em", "del", "blockquote", "code", "pre",
    "ul", "ol", "li", "a", "table", "thead", "tbody", "tr", "th", "td", "img",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // The page has one h1 (the title): headings in the body start at h2.
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
};
allowed.allowedAttributes = {
  ...(allowed.allowedAttributes as Record<string, string[]>),
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
};

/** Safe HTML for a post body. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, allowed);
}
