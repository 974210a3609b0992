import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/marketing/layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("privacy-policy", "routes/marketing/legal.tsx", { id: "privacy-policy" }),
    route("terms-of-use", "routes/marketing/legal.tsx", { id: "terms-of-use" }),
    route("auth", "routes/auth/auth.tsx"),
    route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
    route("auth/reset-password", "routes/auth/reset-password.tsx"),
    route("contact", "routes/leads/contact.tsx"),
    route("marketplace", "routes/leads/marketplace.tsx"),
    route("insights", "routes/insights/list.tsx"),
    route("insights/:slug", "routes/insights/post.tsx"),
    route("*", "routes/marketing/not-found.tsx"),
  ]),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("posts/new", "routes/admin/post-new.tsx"),
      route("posts/:id", "routes/admin/post-edit.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("audit", "routes/admin/audit.tsx"),
    ]),
    route("posts/preview", "routes/admin/post-preview.ts"),
  ]),
  route("api/auth/*", "routes/resources/api-auth.ts"),
  route("api/insights/latest", "routes/resources/insights-latest.ts"),
  route("insights/rss.xml", "routes/resources/rss.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("uploads/:file", "routes/resources/uploads.ts"),
] satisfies RouteConfig;
