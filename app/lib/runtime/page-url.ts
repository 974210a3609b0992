/**
 * The address of the page a request is for. React Router 8 hands loaders and actions the request as it came: a
 * client-side navigation or submission asks for `/page.data` (`/_.data` for the home page), with the routes it wants
 * in `_routes`. React Router gives a route module that page's address as `url`, but the code the routes call is handed
 * the request (the session checks, the forms' redirects): the site reads the address one way, here, normalised as
 * React Router does (ADR 045).
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  // `/_.data` stands for a path ending in a slash (`/` itself, or `/a/`); any other `x.data` for `x`.
  url.pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.replace(/_\.data$/, "")
    : url.pathname.replace(/\.data$/, "");
  if (url.searchParams.has("_routes")) url.searchParams.delete("_routes");
  return url;
}
