import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { marketingPages } from "./content/pages";

/**
 * Every page in the registry is drawn by the one content route; its id is its path. The catch-all is the same
 * module: a page made in the admin has no route of its own, and one module keeps its code out of other pages' scripts.
 */
const registeredPages = marketingPages.map(({ path }) =>
  path === "/"
    ? index("routes/marketing/content-page.tsx", { id: "page:/" })
    : route(path.slice(1), "routes/marketing/content-page.tsx", { id: `page:${path}` }),
);

export default [
  layout("routes/marketing/layout.tsx", [
    ...registeredPages,
    route("auth", "routes/auth/auth.tsx"),
    route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
    route("auth/reset-password", "routes/auth/reset-password.tsx"),
    route("auth/accept-invitation", "routes/auth/accept-invitation.tsx"),
    route("auth/two-factor", "routes/auth/two-factor.tsx"),
    route("contact", "routes/leads/contact.tsx"),
    route("marketplace", "routes/leads/marketplace.tsx"),
    route("insights", "routes/insights/list.tsx"),
    route("insights/:slug", "routes/insights/post.tsx"),
    route("insights/preview/:token", "routes/insights/preview.tsx"),
    route("page-preview/:token", "routes/marketing/content-page.tsx", { id: "page-preview" }),
    route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
    route("book", "routes/booking/index.tsx"),
    route("book/:callType", "routes/booking/call-type.tsx"),
    route("book/booked/:token", "routes/booking/booked.tsx"),
    route("book/reschedule/:token", "routes/booking/reschedule.tsx"),
    route("book/cancel/:token", "routes/booking/cancel.tsx"),
    // Every other path: a published page stored only in the database, a redirect, 410 Gone or 404 (ADR 060).
    route("*", "routes/marketing/content-page.tsx", { id: "page:*" }),
  ]),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("posts/new", "routes/admin/post-new.tsx"),
      route("posts/:id", "routes/admin/post-edit.tsx"),
      route("posts/:id/history", "routes/admin/post-history.tsx"),
      route("pages/:id/history", "routes/admin/page-history.tsx"),
      route("pages/open", "routes/admin/page-open.ts"),
      route("pages/:id", "routes/admin/page-edit.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("site-facts", "routes/admin/site-facts.tsx"),
      route("menus", "routes/admin/menus.tsx"),
      route("pages", "routes/admin/pages.tsx"),
      route("pages/new", "routes/admin/page-new.tsx"),
      route("pages/:id/settings", "routes/admin/page-settings.tsx"),
      route("redirects", "routes/admin/redirects.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("leads", "routes/admin/leads.tsx"),
      route("overview", "routes/admin/overview.tsx"),
      route("leads/person", "routes/admin/lead-person.tsx"),
      route("leads/board", "routes/admin/lead-board.tsx"),
      route("leads/:id", "routes/admin/lead-detail.tsx"),
      route("outbox", "routes/admin/outbox.tsx"),
      route("calendar", "routes/admin/calendar.tsx"),
      route("calendar/hours", "routes/admin/calendar-hours.tsx"),
      route("calendar/call-types", "routes/admin/call-types.tsx"),
      route("calendar/call-types/:id", "routes/admin/call-type-edit.tsx"),
      route("team", "routes/admin/team.tsx"),
      route("sessions", "routes/admin/sessions.tsx"),
      route("security", "routes/admin/security.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("newsletter/new", "routes/admin/newsletter-new.tsx"),
      route("newsletter/:id", "routes/admin/newsletter-issue.tsx"),
    ]),
    route("posts/preview", "routes/admin/post-preview.ts"),
    route("posts/images", "routes/admin/post-images.ts"),
    route("leads/export.csv", "routes/admin/leads-export.ts"),
    route("leads/person/export", "routes/admin/lead-person-export.ts"),
    route("leads/:type/:id", "routes/admin/lead-old-address.ts"),
  ]),
  route("book/booked/:token/call.ics", "routes/booking/calendar-file.ts"),
  route("calendar/:file", "routes/booking/host-feed.ts"),
  route("api/auth/*", "routes/resources/api-auth.ts"),
  route("api/insights/latest", "routes/resources/insights-latest.ts"),
  route("insights/rss.xml", "routes/resources/rss.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("uploads/:file", "routes/resources/uploads.ts"),
  route("images/:id/:file", "routes/resources/images.ts"),
] satisfies RouteConfig;
