/**
 * The site's menus (ADR 061): the header's items and dropdowns, the footer's columns, the legal links and the mobile
 * call bar, edited in the admin. Seeded from the typed navigation in app/content/site.ts. Pure; server and
 * admin-route code only (components import the types).
 */
import * as z from "zod";
import { internalPath, pageKey } from "~/content/pages/links";
import { footerColumns, legalLinks, mainNav } from "~/content/site";
import { mobileCallBar } from "~/content/site-chrome";
import type { SiteMenus } from "./types";

/** The menus an empty database starts with: the navigation the site had before it was edited in the admin. */
export const DEFAULT_MENUS: SiteMenus = {
  header: mainNav,
  footer: footerColumns,
  legal: legalLinks,
  callBar: { label: mobileCallBar.label, button: mobileCallBar.button, href: "/book" },
};

export const MENU_LIMITS = { label: 60, description: 140, href: 500, items: 20 } as const;

/** Where a link may go: a page of this site ("/about") or an outside address (https://…, mailto:). */
export function isLinkAddress(href: string): boolean {
  if (href.startsWith("/")) return !href.startsWith("//") && !/\s/.test(href);
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(href)) return true;
  try {
    const url = new URL(href);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const label = (what: string) =>
  z.string().trim().min(1, `Enter the ${what}.`).max(MENU_LIMITS.label, `At most ${MENU_LIMITS.label} characters.`);

const href = z
  .string()
  .trim()
  .min(1, "Choose a page of the site or enter an outside address.")
  .max(MENU_LIMITS.href, `At most ${MENU_LIMITS.href} characters.`)
  .refine(
    isLinkAddress,
    "Choose a page of the site (it starts with /) or enter an outside address starting with https://.",
  );

const LinkSchema = z.object({
  label: label("link's words"),
  href,
  description: z
    .string()
    .trim()
    .max(MENU_LIMITS.description, `At most ${MENU_LIMITS.description} characters.`)
    .optional()
    .transform((text) => (text ? text : undefined)),
});

const links = (what: string, min: number) =>
  z
    .array(LinkSchema)
    .min(min, `${what} needs at least ${min === 1 ? "one link" : `${min} links`}.`)
    .max(MENU_LIMITS.items, `At most ${MENU_LIMITS.items} links.`);

const HeaderItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("link"), label: label("item's words"), href }),
  z.object({ kind: z.literal("menu"), label: label("menu's name"), href, items: links("A menu", 1) }),
]);

export const SiteMenusSchema = z.object({
  header: z
    .array(HeaderItemSchema)
    .min(1, "The header needs at least one item.")
    .max(8, "At most 8 items fit in the header."),
  footer: z
    .array(z.object({ heading: label("column's heading"), links: links("A column", 1) }))
    .min(1, "The footer needs at least one column.")
    .max(4, "At most 4 columns fit in the footer."),
  legal: links("The legal links", 0),
  callBar: z.object({ label: label("bar's name"), button: label("button's words"), href }),
}) satisfies z.ZodType<SiteMenus, unknown>;

/** A link of the menus, with the field that holds it ("footer.1.links.2"). */
export type MenuLink = { field: string; label: string; href: string };

/** The menus with each link's address replaced by `map`'s answer for it: the one walk of the menus' links. */
export function mapMenuLinks(menus: SiteMenus, map: (link: MenuLink) => string): SiteMenus {
  const mapped = <T extends { label: string; href: string }>(field: string, link: T): T => ({
    ...link,
    href: map({ field, label: link.label, href: link.href }),
  });
  return {
    header: menus.header.map((item, index) =>
      item.kind === "menu"
        ? {
            ...mapped(`header.${index}`, item),
            items: item.items.map((link, at) => mapped(`header.${index}.items.${at}`, link)),
          }
        : mapped(`header.${index}`, item),
    ),
    footer: menus.footer.map((column, index) => ({
      ...column,
      links: column.links.map((link, at) => mapped(`footer.${index}.links.${at}`, link)),
    })),
    legal: menus.legal.map((link, index) => mapped(`legal.${index}`, link)),
    callBar: {
      ...menus.callBar,
      href: map({ field: "callBar", label: menus.callBar.button, href: menus.callBar.href }),
    },
  };
}

/** Every link of the menus, with the field that holds it: for checking internal ones. */
export function menuLinks(menus: SiteMenus): MenuLink[] {
  const links: MenuLink[] = [];
  mapMenuLinks(menus, (link) => {
    links.push(link);
    return link.href;
  });
  return links;
}

/** Whether `href` is a link to the page at `path` (in any case, with or without a trailing slash, query or fragment). */
function linksToPage(href: string, path: string): boolean {
  const linked = internalPath(href);
  return linked !== null && pageKey(linked) === pageKey(path);
}

/** `"About", "About us"`: the words of some of the menus' links, for a message. */
export const menuLinkWords = (links: MenuLink[]) => links.map((link) => `"${link.label}"`).join(", ");

/** The menus' links to the page at `path`. */
export function menuLinksTo(menus: SiteMenus, path: string): MenuLink[] {
  return menuLinks(menus).filter((link) => linksToPage(link.href, path));
}

/**
 * The menus with every link to the page at `from` sent to `to` instead (the page moved, or was deleted leaving a
 * redirect), its query and fragment kept; and the fields that changed (none: the menus do not link to it).
 */
export function menusAfterMove(menus: SiteMenus, from: string, to: string): { menus: SiteMenus; fields: string[] } {
  const fields: string[] = [];
  const moved = mapMenuLinks(menus, ({ field, href }) => {
    if (!linksToPage(href, from)) return href;
    fields.push(`${field}.href`);
    return `${to}${href.slice(href.search(/[?#]|$/))}`;
  });
  return { menus: moved, fields };
}
