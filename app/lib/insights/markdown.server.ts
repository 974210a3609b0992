/**
 * Insight bodies: Markdown rendered to HTML on the server and sanitised, so
 * whatever an author typed (script tags, event handlers, javascript: links)
 * is shown as text or dropped, never run. No Markdown code reaches the browser.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { IMAGE_PATH_PATTERN, responsiveSources, type FallbackFormat } from "../images/image-variants";

const marked = new Marked({ gfm: true, breaks: true, async: false });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "blockquote",
    "code",
    "pre",
    "ul",
    "ol",
    "li",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
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

/** The width a body image shows at: the post's text column (max-w-3xl less its padding), or the screen's. */
export const BODY_IMAGE_SIZES = "(min-width: 48rem) 44rem, calc(100vw - 2rem)";

const FALLBACKS: Record<string, FallbackFormat> = { jpg: "jpeg", png: "png" };

/** The attributes of one <img> tag as sanitize-html writes them (name="escaped value"). */
function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/**
 * After sanitising: each <img> of an image uploaded here, with the size the editor wrote after its address
 * (/images/<id>/1600.jpg#1600x900), becomes a <picture> with AVIF and WebP sources, a srcset and its width and
 * height. Everything written comes from the address's checked parts and the sanitised alt and title; any other
 * image stays as it was (without srcset: the sanitiser allows none).
 */
function responsiveBodyImages(html: string): string {
  return html.replace(/<img\s[^>]*>/g, (tag) => {
    const attributes = attributesOf(tag);
    const match = IMAGE_PATH_PATTERN.exec(attributes.get("src") ?? "");
    const fallbackFormat = match ? FALLBACKS[match[2].split(".")[1]] : undefined;
    if (!match || !fallbackFormat || !match[3] || !match[4]) return tag;
    const [width, height] = [Number(match[3]), Number(match[4])];
    if (width < 1 || height < 1) return tag;
    const sources = responsiveSources({ id: match[1], width, height, fallbackFormat });
    const title = attributes.has("title") ? ` title="${attributes.get("title")}"` : "";
    return (
      `<picture>` +
      `<source type="image/avif" srcset="${sources.srcSet.avif}" sizes="${BODY_IMAGE_SIZES}" />` +
      `<source type="image/webp" srcset="${sources.srcSet.webp}" sizes="${BODY_IMAGE_SIZES}" />` +
      `<img src="${sources.src}" srcset="${sources.srcSet.fallback}" sizes="${BODY_IMAGE_SIZES}" width="${width}" height="${height}"` +
      ` alt="${attributes.get("alt") ?? ""}"${title} loading="lazy" decoding="async" />` +
      `</picture>`
    );
  });
}

/** Bodies rendered lately, by their Markdown (oldest first): a post's page renders the same body for each reader. */
const rendered = new Map<string, string>();
const MAX_RENDERED = 64;

/** Safe HTML for a post body. The result depends on the text alone, so the latest are kept. */
export function renderMarkdown(markdown: string): string {
  const kept = rendered.get(markdown);
  if (kept !== undefined) return kept;
  const html = responsiveBodyImages(sanitizeHtml(marked.parse(markdown) as string, allowed));
  if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
  rendered.set(markdown, html);
  return html;
}
