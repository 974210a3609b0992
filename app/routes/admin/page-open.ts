/**
 * `/admin/pages/open?path=/about/faq`: the editor of the page at a path of the site (a link from a public page, a
 * bookmark), found by the path as readers type it. 404 when no page has it.
 */
import { data, redirect } from "react-router";
import { eq } from "drizzle-orm";
import type { Route } from "./+types/page-open";
import { pageKey } from "~/content/pages/links";
import { db } from "~/db/client.server";
import { sitePages } from "~/db/schema";
import { requireStaff } from "~/lib/accounts/session.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  const path = new URL(request.url).searchParams.get("path") ?? "";
  const key = path.startsWith("/") ? pageKey(path) : null;
  const [row] = key
    ? await db().select({ id: sitePages.id }).from(sitePages).where(eq(sitePages.path, key)).limit(1)
    : [];
  if (!row) throw data({ message: "No page has that address." }, { status: 404 });
  return redirect(`/admin/pages/${row.id}`);
}
