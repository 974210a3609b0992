import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { LogOut } from "~/components/icons/log-out";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/sessions";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { AdminList, type DataColumn } from "~/components/admin/admin-list";
import { ForRow, ListRow, RowActions } from "~/components/admin/list-row";
import { DateTime } from "~/components/admin/date-time";
import { FormMessage } from "~/components/forms/field";
import { SignOutButton } from "~/components/layout/sign-out-button";
import { Button, buttonClasses } from "~/components/ui/button";
import { sessionMessages, sessionsPage as copy } from "~/content/admin-sessions";
import { requireStaffSession } from "~/lib/accounts/session.server";
import { endOtherSessions, endOwnSession, listOwnSessions, type OpenSession } from "~/lib/accounts/sessions.server";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { services } from "~/lib/runtime/process-services.server";
import { requestOf } from "~/lib/runtime/request-context";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/sessions",
  noIndex: true,
});

/** Every member of staff sees their own sessions, and only theirs. */
export async function loader({ request }: Route.LoaderArgs) {
  const { staff, sessionId } = await requireStaffSession(request, "admin");
  const { sessionIdleHours, sessionMaxDays } = services().env;
  let sessions: OpenSession[] | null;
  try {
    sessions = await listOwnSessions(staff);
  } catch (error) {
    logger.error({ err: error }, "could not list the sessions");
    sessions = null;
  }
  return { sessions, current: sessionId, idleHours: sessionIdleHours, maxDays: sessionMaxDays };
}

type Intent = "end" | "endOthers";
type ActionResult = {
  intent: Intent | null;
  message: string | null;
  /** asks to confirm signing out this many other sessions */
  confirmOthers: number | null;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, sessionId } = await requireStaffSession(request, "admin");
  const read = await readAdminForm(request);
  const answer = (status: number, fields: Partial<ActionResult>) =>
    data<ActionResult>({ intent: null, message: null, confirmOthers: null, ...fields }, { status });
  if (!read.ok) return answer(read.status, { message: read.message });
  const form = read.form;
  const intentValue = formText(form, "intent");
  const intent = (["end", "endOthers"] as const).find((value) => value === intentValue) ?? null;
  const ip = requestOf(context).clientIp;

  try {
    switch (intent) {
      case "end": {
        const id = formText(form, "id");
        if (!id) return answer(400, { intent, message: sessionMessages.notUnderstood });
        const result = await endOwnSession(staff, id, sessionId, { ip });
        if (result === "gone") return answer(404, { intent, message: sessionMessages.gone });
        if (result === "current") return answer(409, { intent, message: sessionMessages.current });
        return redirectWithToast("/admin/sessions", { kind: "success", title: sessionMessages.ended });
      }
      case "endOthers": {
        if (formText(form, "confirm") !== "yes") {
          // Without JavaScript there is no dialog: ask on the page itself.
          const others = (await listOwnSessions(staff)).filter((open) => open.id !== sessionId).length;
          return answer(200, { intent, confirmOthers: others });
        }
        const ended = await endOtherSessions(staff, sessionId, { ip });
        return redirectWithToast("/admin/sessions", { kind: "success", title: sessionMessages.othersEnded(ended) });
      }
      default:
        return answer(400, { message: sessionMessages.notUnderstood });
    }
  } catch (error) {
    logger.error({ err: error, intent }, "could not end the sessions");
    return answer(503, { intent, message: sessionMessages.saveFailed });
  }
}

const COLUMNS: DataColumn[] = [
  copy.columns.device,
  copy.columns.ip,
  copy.columns.lastSeen,
  copy.columns.signedIn,
  { label: copy.columns.actions, hidden: true },
];

export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, current, idleHours, maxDays } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData : undefined;

  useEffect(() => {
    if (actionData?.message) toast.error(copy.errorTitle, { description: actionData.message });
  }, [actionData]);

  if (actionData?.confirmOthers != null) {
    return (
      <ConfirmStep
        heading={copy.confirmOthers.heading}
        body={copy.confirmOthers.body(actionData.confirmOthers)}
        fields={{ intent: "endOthers" }}
        confirm={copy.confirmOthers.confirm}
        icon={<LogOut aria-hidden="true" className="h-4 w-4" />}
        cancel={copy.confirmOthers.cancel}
        cancelTo="/admin/sessions"
        busy={pending?.get("intent") === "endOthers"}
      />
    );
  }

  const others = sessions?.filter((open) => open.id !== current).length ?? 0;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 text-sm text-muted">{copy.intro(idleHours, maxDays)}</p>

      {actionData?.message ? (
        <div className="mt-6">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}

      <AdminList
        frame="bare"
        table={{ label: copy.tableLabel, minWidth: "min-w-[48rem]", columns: COLUMNS }}
        items={sessions ?? []}
        itemKey={(open) => open.id}
        row={(open) => (
          <ListRow>
            <th scope="row" className="px-5 py-3 font-medium text-ink">
              {open.device}{" "}
              {open.id === current ? (
                <span className="ml-1 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-900">
                  {copy.thisDevice}
                </span>
              ) : null}
            </th>
            <td className="px-5 py-3 break-words">{open.ipAddress ?? copy.unknownIp}</td>
            <td className="px-5 py-3 whitespace-nowrap">
              <DateTime value={open.lastSeen} />
            </td>
            <td className="px-5 py-3 whitespace-nowrap">
              <DateTime value={open.signedInAt} />
            </td>
            <RowActions>
              {open.id === current ? (
                <SignOutButton className={buttonClasses("outline", "sm")} />
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end" />
                  <input type="hidden" name="id" value={open.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={pending?.get("intent") === "end" && pending.get("id") === open.id}
                  >
                    <LogOut aria-hidden="true" className="h-4 w-4" />
                    {copy.signOut}
                    <ForRow>{copy.signOutWhich(open.device)}</ForRow>
                  </Button>
                </Form>
              )}
            </RowActions>
          </ListRow>
        )}
        empty={sessions === null ? { failed: copy.loadFailed } : { note: copy.empty }}
      />

      {sessions !== null && sessions.length > 0 ? (
        <section aria-labelledby="others-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
          <h2 id="others-heading" className="text-lg font-semibold text-ink">
            {copy.othersHeading}
          </h2>
          {others === 0 ? (
            <p className="mt-2 text-sm text-muted">{copy.onlyThisDevice}</p>
          ) : (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="endOthers" />
              <Button type="submit" variant="danger">
                <LogOut aria-hidden="true" className="h-4 w-4" />
                {copy.signOutOthers}
              </Button>
            </Form>
          )}
        </section>
      ) : null}
    </div>
  );
}
