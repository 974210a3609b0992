/**
 * Copy for the admin area's frame: its navigation, and the page for a signed-in visitor who is not an admin.
 * Typed data only: no JSX, no server imports.
 */
import { site } from "./site";

export const adminShell = {
  /** The document title of every admin page before its own meta. */
  title: `Admin | ${site.name}`,
  nav: "Admin",
  sections: {
    posts: "Posts",
    pages: "Pages",
    categories: "Categories",
    siteFacts: "Site facts",
    menus: "Menus",
    newsletter: "Newsletter",
    leads: "Leads",
    calendar: "Calendar",
    outbox: "Outbox",
    audit: "Audit log",
    team: "Team",
  },
  notYetAvailable: "not yet available",
  /** The list under Leads: its work queues with their counts, the board and the overview. */
  leadViews: "Lead views",
  overview: "Overview",
  viewSite: "View site",
  yourSessions: "Your sessions",
} as const;

/** The admin's answer (403) to a signed-in visitor who is not an admin. */
export const accessDenied = {
  title: `Access Denied | ${site.name}`,
  heading: "Access Denied",
  body: "You don't have permission to access this page.",
  home: "Return to Home",
} as const;
