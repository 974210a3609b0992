import { data } from "react-router";
import type { Route } from "./+types/lead-person-export";
import { personMessages } from "~/content/admin-leads";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import { exportPersonData, personDataFileName, readPersonEmail } from "~/lib/leads/person-data.server";
import { requireStaff } from "~/lib/accounts/session.server";
import { requestOf } from "~/lib/runtime/request-context";

const plain = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** POST only: the download is audited, so it is never a link another site could make the browser follow. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "leads");
  throw data({ message: personMessages.postOnly }, { status: 405, headers: { Allow: "POST" } });
}

/** Everything held about one address (form field "email") as a JSON download, for a POPIA access request. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "leads");
  const read = await readAdminForm(request);
  if (!read.ok) return plain(read.message, read.status);
  const email = readPersonEmail(formText(read.form, "email"));
  if (!email.ok) return plain(email.message, 400);
  const { document } = await exportPersonData(admin, email.email, requestOf(context).clientIp);
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${personDataFileName(email.email)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
