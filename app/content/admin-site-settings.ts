/**
 * Copy for the admin's Site facts and Menus screens (ADR 061). Typed data only: no JSX, no server imports.
 */
import { saveConflict } from "./admin-posts";
import { site } from "./site";

export const siteFactsPage = {
  title: `Site facts | ${site.name}`,
  description: "The firm's contact details, hours, fee range and spots left, shown across the site.",
  heading: "Site facts",
  intro:
    "Facts the site shows in many places. Change one here and every page that shows it changes at once. Page text can show a fact with its token, for example {{phone}}.",
  fields: {
    email: { label: "Email address", hint: "Shown in the footer and used for the mailto: link." },
    phone: {
      label: "Phone number",
      hint: "South African (082 123 4567) or international (+44 20 7946 0958). Leave empty to show no phone number. When set, the mobile call bar gets a Call link.",
    },
    whatsapp: {
      label: "WhatsApp number",
      hint: "The number WhatsApp chats go to. Leave empty to show no WhatsApp link.",
    },
    address: { label: "Address", hint: "Shown in the footer and in the site's structured data." },
    hours: { label: "Office hours", hint: "For example: Monday to Friday, 08:00 to 17:00." },
    feeRange: { label: "Fee range", hint: "For example: R15 000 to R85 000." },
    spotsLeft: {
      label: "Spots left",
      hint: "How many new clients the firm can take on now. Leave empty to say nothing.",
    },
  },
  tokensHeading: "Tokens for page text",
  tokensIntro: "Type a token in any section's text and the page shows the fact in its place:",
  token: (token: string, label: string) => `${token}: ${label}`,
  save: "Save facts",
  saving: "Saving…",
  saved: "Site facts saved",
  savedDescription: "Every page shows the new facts now.",
  unchanged: "Nothing changed",
  fieldsToCorrect: (count: number) =>
    count === 1 ? "Please correct the field marked below." : `Please correct the ${count} fields marked below.`,
  saveFailed: "The facts could not be saved. Please try again in a moment.",
  lastSaved: (who: string, when: string) => `Last saved by ${who} at ${when}.`,
  someone: "someone",
  neverSaved: "Not changed since the site started.",
} as const;

/** The fields' names in the save-conflict comparison. */
export const siteFactLabels: Record<string, string> = Object.fromEntries(
  Object.entries(siteFactsPage.fields).map(([field, { label }]) => [field, label]),
);

export const menusPage = {
  title: `Menus | ${site.name}`,
  description: "The header's menus, the footer's links, the legal links and the mobile call bar.",
  heading: "Menus",
  intro:
    "The links at the top and bottom of every page. Changes show on every page once you save them. Move links with the Move up and Move down buttons.",
  header: {
    heading: "Header",
    intro: "The items across the top of every page. A menu opens a list of links.",
    item: (position: number, label: string) => `Item ${position}${label ? `: ${label}` : ""}`,
    menu: "Menu",
    link: "Link",
    label: "Words",
    menuLabel: "Menu name",
    href: "Link",
    menuHref: "Overview page",
    menuHrefHint: 'The page the menu\'s first entry leads to ("All services").',
    description: "Description (optional)",
    add: "Add header link",
    addToMenu: (menu: string) => `Add link to ${menu || "this menu"}`,
    linkHeading: (position: number, label: string) => `Link ${position}${label ? `: ${label}` : ""}`,
  },
  footer: {
    heading: "Footer",
    intro: "The footer's columns of links.",
    column: (position: number, heading: string) => `Column ${position}${heading ? `: ${heading}` : ""}`,
    columnHeading: "Column heading",
    add: "Add column",
    addLink: (column: string) => `Add link to ${column || "this column"}`,
  },
  legal: {
    heading: "Legal links",
    intro: "The links beside the copyright line at the foot of every page.",
    add: "Add legal link",
  },
  callBar: {
    heading: "Mobile call bar",
    intro:
      "The bar at the bottom of the screen on phones. It shows Call and WhatsApp links too when those are set in Site facts.",
    label: "Bar name (read by screen readers)",
    button: "Button words",
    href: "Button link",
  },
  link: {
    label: "Words",
    href: "Link",
    hrefHint: "Choose a page of the site or type an outside address starting with https://.",
  },
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  /** Said after each button's words for screen readers: "Move up: About us". */
  what: (label: string) => (label ? `: ${label}` : ""),
  removed: (label: string) => `Removed "${label || "the empty link"}". It is gone once you save.`,
  undo: "Undo",
  moved: (label: string, position: number, count: number) =>
    `Moved "${label || "the link"}" to position ${position} of ${count}.`,
  notSavedYet: "Not saved yet: save the menus to keep your changes, or reload the page to drop them.",
  save: "Save menus",
  saving: "Saving…",
  saved: "Menus saved",
  savedDescription: "Every page shows the new menus now.",
  unchanged: "Nothing changed",
  fieldsToCorrect: (count: number) =>
    count === 1 ? "Please correct the field marked below." : `Please correct the ${count} fields marked below.`,
  notAPage: (href: string) => `${href} is not a page on this site. Choose one from the list or fix the address.`,
  saveFailed: "The menus could not be saved. Please try again in a moment.",
  notUnderstood: "That button was not understood. Please try again.",
  lastSaved: (who: string, when: string) => `Last saved by ${who} at ${when}.`,
  someone: "someone",
  neverSaved: "Not changed since the site started.",
  pagesList: "Pages of the site",
} as const;

/** The words of the save-conflict panel and the unsaved-work dialog, for the facts and the menus. */
export const settingsConflict = (what: "facts" | "menus") =>
  ({
    ...saveConflict,
    heading: `Someone else saved the ${what === "facts" ? "site facts" : "menus"} while you were editing`,
    body: (who: string, when: string) =>
      `${who} saved them at ${when}. Your changes are not saved yet. Below is how your version differs from theirs. Save again to replace their version with yours, or open the page again to start from theirs.`,
  }) as const;

export const settingsUnsaved = {
  heading: "Leave without saving?",
  body: "Your changes on this page are not saved. If you leave now, they are lost.",
  stay: "Stay",
  leave: "Leave",
} as const;

/** The menus' parts in the save-conflict comparison. */
export const menuPartLabels: Record<string, string> = {
  header: "Header",
  footer: "Footer",
  legal: "Legal links",
  callBar: "Mobile call bar",
};
