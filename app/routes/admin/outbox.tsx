import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { RotateCw } from "~/components/icons/rotate-cw";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/outbox";
import { AdminList, type DataColumn } from "~/components/admin/admin-list";
import { ForRow, ListRow, RowActions } from "~/components/admin/list-row";
import { DateTime } from "~/components/admin/date-time";
import { OutboxStatusBadge } from "~/components/admin/status-badge";
import { FormMessage } from "~/components/forms/field";
import { Button, buttonClasses } from "~/components/ui/button";
import {
  OUTBOX_STATUS_LABELS,
  labelKeys,
  leadMessages,
  leadPages,
  outboxMessages,
  outboxPage as copy,
} from "~/content/admin-leads";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import { isRowId } from "~/db/row-id";
import {
  countOutboxByStatus,
  isOutboxStatus,
  listLatestEmails,
  OUTBOX_PAGE_SIZE,
  retryOutboxEmail,
} from "~/lib/runtime/outbox-admin.server";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import { useStaffCan } from "~/hooks/use-staff-role";
import { requireStaff } from "~/lib/accounts/session.server";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/outbox",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "viewOutbox");
  const value = pageUrl(request).searchParams.get("status");
  const status = isOutboxStatus(value) ? value : null;
  const [counts, emails] = await Promise.all([countOutboxByStatus(), listLatestEmails(status)]);
  return { counts, emails, status, limit: OUTBOX_PAGE_SIZE };
}

type ActionResult = { id: string | null; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "retryOutbox");
  const read = await readAdminForm(request);
  if (!read.ok) return data<ActionResult>({ id: null, message: read.message }, { status: read.status });
  const id = formText(read.form, "id");
  if (formText(read.form, "intent") !== "retry" || !isRowId(id)) {
    return data<ActionResult>({ id: null, message: leadMessages.notUnderstood }, { status: 400 });
  }
  let retried: boolean;
  try {
    retried = await retryOutboxEmail(admin, id, requestOf(context).clientIp);
  } catch (error) {
    logger.error({ err: error }, "could not retry an email");
    return data<ActionResult>({ id, message: leadMessages.saveFailed }, { status: 503 });
  }
  if (!retried) return data<ActionResult>({ id, message: outboxMessages.retryGone }, { status: 409 });
  // Back to the list the admin was looking at.
  const status = formText(read.form, "status");
  const back = isOutboxStatus(status) ? `/admin/outbox?status=${status}` : "/admin/outbox";
  return redirectWithToast(back, {
    kind: "success",
    title: outboxMessages.retried,
    description: outboxMessages.retriedDetail,
  });
}

type EmailRow = Route.ComponentProps["loaderData"]["emails"][number];

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const mayRetry = useStaffCan("retryOutbox");
  const { counts, emails, status, limit } = loaderData;
  const navigation = useNavigation();
  const retryingId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;

  useEffect(() => {
    if (actionData?.message) toast.error(leadPages.errorTitle, { description: actionData.message });
  }, [actionData]);

  const filters = [
    { value: null, label: copy.all },
    ...labelKeys(OUTBOX_STATUS_LABELS).map((value) => ({ value, label: OUTBOX_STATUS_LABELS[value] })),
  ];

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 text-sm text-muted">{copy.intro}</p>

      <section aria-labelledby="counts-heading" className="mt-6">
        <h2 id="counts-heading" className="sr-only">
          {copy.countsHeading}
        </h2>
        <dl className="grid grid-cols-3 gap-3">
          {labelKeys(OUTBOX_STATUS_LABELS).map((key) => (
            <div key={key} className="rounded-xl border border-line bg-white p-4">
              <dt className="text-sm text-muted">{OUTBOX_STATUS_LABELS[key]}</dt>
              <dd className="font-display text-2xl font-semibold text-brand-900 tabular-nums">
                {counts[key].toLocaleString("en-ZA")}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <nav aria-label={copy.filterLabel} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <li key={filter.label}>
              <Link
                to={filter.value ? `/admin/outbox?status=${filter.value}` : "/admin/outbox"}
                aria-current={filter.value === status ? "page" : undefined}
                className={buttonClasses(filter.value === status ? "primary" : "outline", "sm")}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {actionData?.message ? (
        <div className="mt-4">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}

      <AdminList
        id="emails-heading"
        heading={copy.listHeading(status ? OUTBOX_STATUS_LABELS[status] : null)}
        summary={copy.summary(emails.length, limit)}
        table={{
          label: copy.tableLabel,
          minWidth: "min-w-[64rem]",
          columns: mayRetry ? [...EMAIL_COLUMNS, ACTIONS_COLUMN] : EMAIL_COLUMNS,
        }}
        items={emails}
        itemKey={(email) => email.id}
        row={(email) => (
          <EmailTableRow email={email} status={status} retrying={retryingId === email.id} mayRetry={mayRetry} />
        )}
        empty={{ note: copy.empty(status ? OUTBOX_STATUS_LABELS[status] : null) }}
      />
    </div>
  );
}

const { columns } = copy;
const EMAIL_COLUMNS: DataColumn[] = [
  columns.subject,
  columns.to,
  columns.status,
  { label: columns.attempts, align: "right" },
  columns.lastError,
  columns.created,
  columns.sent,
];
/** Only for a role that may send a failed email again. */
const ACTIONS_COLUMN: DataColumn = { label: columns.actions, hidden: true };

function EmailTableRow({
  email,
  status,
  retrying,
  mayRetry,
}: {
  email: EmailRow;
  status: string | null;
  retrying: boolean;
  mayRetry: boolean;
}) {
  return (
    <ListRow>
      <th scope="row" className="max-w-xs px-5 py-3 font-medium break-words text-ink">
        {email.subject}
      </th>
      <td className="px-5 py-3 break-words">{email.to}</td>
      <td className="px-5 py-3">
        <OutboxStatusBadge status={email.status} />
      </td>
      <td className="px-5 py-3 text-right tabular-nums">{email.attempts}</td>
      <td className="max-w-xs px-5 py-3 break-words text-muted">{email.lastError ?? "—"}</td>
      <td className="px-5 py-3 whitespace-nowrap">
        <DateTime value={email.createdAt} />
      </td>
      <td className="px-5 py-3 whitespace-nowrap">{email.sentAt ? <DateTime value={email.sentAt} /> : "—"}</td>
      {mayRetry ? (
        <RowActions>
          {email.status === "sent" ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="retry" />
              <input type="hidden" name="id" value={email.id} />
              {status ? <input type="hidden" name="status" value={status} /> : null}
              <Button type="submit" variant="outline" size="sm" disabled={retrying}>
                <RotateCw aria-hidden="true" className="h-4 w-4" />
                {retrying ? copy.retrying : copy.retry}
                <ForRow>{email.subject}</ForRow>
              </Button>
            </Form>
          )}
        </RowActions>
      ) : null}
    </ListRow>
  );
}
