/**
 * The shapes of the site's facts and menus (ADR 061), as the public pages' components receive them in the root
 * loader's data. Types and two tiny link helpers only: the components import this, never the schemas.
 */
import type { FooterColumn, NavItem, NavLink } from "~/content/site";

/** A telephone number as typed (for display) and in E.164 (for tel: and WhatsApp links). */
export type PhoneNumber = { display: string; e164: string };

export type SiteFacts = {
  email: string;
  phone: PhoneNumber | null;
  whatsapp: PhoneNumber | null;
  address: string;
  hours: string;
  feeRange: string;
  /** how many engagements the firm can still take on; null when the site does not say */
  spotsLeft: number | null;
};

/** The mobile call bar: its landmark's name, its button's words and where the button goes. */
export type CallBar = { label: string; button: string; href: string };

export type SiteMenus = {
  /** the header's top-level items: links and menus (Services, Industries, About) */
  header: NavItem[];
  footer: FooterColumn[];
  legal: NavLink[];
  callBar: CallBar;
};

/**
 * The parts of the public pages' frame a browser draws itself (the header's menus, the mobile call bar) with the facts
 * they and the footer show: what every page sends as the root's data (ADR 066).
 */
export type SiteFrame = { menus: Pick<SiteMenus, "header" | "callBar">; facts: SiteFacts };

/** The footer's links: drawn by the server and kept by the browser as sent, so data only where a browser draws them. */
export type FooterMenus = Pick<SiteMenus, "footer" | "legal">;

/**
 * What every public page's frame shows: the menus, the facts, and the firm's Organization JSON-LD; with the frame's
 * parts the browser receives as data (`frame`) and the footer's links (`footer`), each made once per reading.
 */
export type SiteChrome = {
  menus: SiteMenus;
  facts: SiteFacts;
  organizationJsonLd: string;
  frame: SiteFrame;
  footer: FooterMenus;
};

/** A tel: link to `number`. */
export const telHref = (number: PhoneNumber) => `tel:${number.e164}`;

/** The address of a WhatsApp chat with `number`. */
export const whatsappHref = (number: PhoneNumber) => `https://wa.me/${number.e164.slice(1)}`;
