import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { replayEarlyClicks } from "~/first-load/early-clicks";
import { useNonce } from "~/components/nonce";
import { showToast, Toasts } from "~/components/toasts";
import { ButtonLink } from "~/components/ui/button";
import { site } from "~/content/site";
import { env } from "~/lib/runtime/env.server";
import { FirstLoadHead } from "~/first-load/first-load-head";
import { adminHomeOf } from "~/lib/accounts/roles";
import { readSession, staffRoleOf } from "~/lib/accounts/session.server";
import type { Toast } from "~/lib/pages/toast";
import { readToast } from "~/lib/pages/toast.server";
import { siteChromeRouterContext } from "~/lib/site-settings/chrome-context";
import { siteChrome } from "~/lib/site-settings/site-settings.server";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The Latin files of the two typefaces every page uses: fetched with the HTML, not after the styles are read.
  ...[interLatin, frauncesLatin].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
];

/** Pages for a signed-in user (or carrying a one-time message) are never cached by anyone else. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : {};
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { current, setCookies } = await readSession(request);
  const sessionUser = current?.user ?? null;
  const role = sessionUser ? await staffRoleOf(sessionUser.id) : null;
  const user = sessionUser ? { email: sessionUser.email, adminHome: role ? adminHomeOf(role) : null } : null;
  const { toast, headers } = await readToast(request);
  // The public pages' frame (menus, facts) travels as data, not in their scripts: only what a browser draws itself
  // (the header's menus, the call bar, the facts). The footer and the firm's structured data are drawn by the server
  // from this same reading and kept as sent (ADR 066). Read for the admin too (kept in the process, so nearly free):
  // a link from the admin to the site needs the frame.
  const chrome = await siteChrome();
  context.set(siteChromeRouterContext, chrome);
  // A session Better Auth refreshed (its sliding expiry) or ended: the browser keeps the cookie as long as the session.
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  if (user || toast || setCookies.length > 0) headers.set("Cache-Control", "private, no-store");
  return data({ user, toast, origin: env().publicUrl, frame: chrome.frame }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The Layout's first effect comes after every other, once the whole page has hydrated, whether it holds the App or the
  // error boundary: the buttons pressed until then are pressed again.
  useEffect(() => replayEarlyClicks(), []);
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d3e" />
        <Meta />
        <Links />
        <FirstLoadHead nonce={nonce} />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <ScrollToTop />
      <Toasts />
      <FlashToast toast={toast} />
      <Outlet />
    </>
  );
}

/**
 * Every navigation to another page starts at its top, and a link to `#id`
 * goes to that section, on this page or another (smoothly, unless the reader
 * prefers less motion). The browser itself handles the first page load.
 */
function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior, block: "start" });
    else window.scrollTo({ top: 0, left: 0, behavior });
  }, [pathname, hash, key]);
  return null;
}

function FlashToast({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Oops! Page not found" : "Something went wrong";
  const message =
    status === 404
      ? "The page you are looking for does not exist or has moved."
      : `We could not show this page. Please try again in a moment, or email ${site.contact.email}.`;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <title>{`${title} | ${site.name}`}</title>
      <p className="font-display text-6xl font-semibold text-brand-800">{status}</p>
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      <p className="text-muted">{message}</p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </main>
  );
}
