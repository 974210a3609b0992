import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/marketing/layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("privacy-policy", "routes/marketing/legal.tsx", { id: "privacy-policy" }),
    route("terms-of-use", "routes/marketing/legal.tsx", { id: "terms-of-use" }),
    route("auth", "routes/auth/auth.tsx"),
    route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
    route("auth/reset-password", "routes/auth/reset-password.tsx"),
    route("*", "routes/marketing/not-found.tsx"),
  ]),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [index("routes/admin/dashboard.tsx")]),
  ]),
  route("api/auth/*", "routes/resources/api-auth.ts"),
] satisfies RouteConfig;
