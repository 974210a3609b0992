/**
 * The address of the page a request is for. React Router 8 hands loaders and actions the request as it came: a
 * client-side navigation or submission asks for `/page.data` (`/_.data` for the home page), with the routes it wants
 * in `_routes`. React Router gives a route module that page's address as `url`, but the code the routes call is handed
 * the request (the session checks, the forms' redirects): the site reads the address one way, here, normalised as
 * React Router does (ADR 045).
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = pagePath(url.pathname);
  if (url.searchParams.has("_routes")) url.searchParams.delete("_routes");
  return url;
}

/** The page's path for a request's path: `/_.data` stands for a path ending in a slash (`/` itself, or `/a/`), any other `x.data` for `x`. */
export function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.slice(0, -".data".length);
}
