/**
 * The words of the site's frame and of its shared controls: the header and its menus, the footer, the mobile call
 * bar, page navigation, and the buttons and announcements of page sections (carousels, rails, the hero video, the
 * scrolling strip, the rotating word, legal documents). Typed data only: no JSX, no server imports.
 *
 * Named site-* so that the build keeps it in the shared `site` chunk with the components that read it
 * (vite.config.ts): a module of its own would be one more script on every page (ADR 009).
 */
import { site } from "./site";

export const siteHeader = {
  skipToContent: "Skip to content",
  getStarted: "Get Started",
  mainNav: "Main",
  mobileNav: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
} as const;

export const siteFooter = {
  heading: "Footer",
  social: "Social media",
  legal: "Legal",
  staffSignIn: "Staff sign-in",
  /** The phone link's name: "Call 082 123 4567". */
  callNumber: (number: string) => `Call ${number}`,
  whatsapp: (number: string) => `WhatsApp ${number}`,
  /** Around the years and the legal name: "© 2024–2026 Kestrel Advisory (Pty) Ltd. All rights reserved." */
  copyright: { before: "© ", after: ". All rights reserved." },
} as const;

export const logo = {
  label: `${site.name} home`,
} as const;

/** The bar's first words, which the admin's Menus screen edits from then on, and its phone and WhatsApp links. */
export const mobileCallBar = {
  label: "Book a call",
  button: "Book free call",
  /** The phone link's words; its name adds the number: "Call 082 123 4567". */
  call: "Call",
  whatsapp: "WhatsApp",
} as const;

/** Numbered pages under a list (insights, leads, the audit log). */
export const pagination = {
  label: "Pagination",
  previous: "Previous",
  next: "Next",
  page: (page: number) => `Page ${page}`,
} as const;

/** The controls and announcements of the page sections. */
export const sectionControls = {
  breadcrumb: "Breadcrumb",
  carousel: {
    previous: "Previous slide",
    next: "Next slide",
    goTo: (page: number) => `Go to slide ${page}`,
    /** A slide's name among the others: "2 of 6". */
    slide: (position: number, count: number) => `${position} of ${count}`,
    showing: (first: number, last: number, count: number) =>
      first === last ? `Slide ${first} of ${count}` : `Slides ${first} to ${last} of ${count}`,
  },
  rail: { previous: "Scroll left", next: "Scroll right" },
  video: { play: "Play background video", pause: "Pause background video" },
  strip: { resume: "Resume scrolling", pause: "Pause scrolling" },
  rotatingWord: { pause: "Pause the changing word" },
  legal: { contents: "Contents", lastUpdated: "Last updated: " },
} as const;
