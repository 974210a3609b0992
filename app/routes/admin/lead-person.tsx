import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Download } from "~/components/icons/download";
import { Trash2 } from "~/components/icons/trash-2";
import { UserSearch } from "~/components/icons/user-search";
import type { Route } from "./+types/lead-person";
import { BackLink } from "~/components/admin/back-link";
import { DateTime } from "~/components/admin/date-time";
import { ListPanel } from "~/components/admin/list-panel";
import { LeadStatusBadge, OutboxStatusBadge } from "~/components/admin/status-badge";
import { Field, FormMessage } from "~/components/forms/field";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { leadPages, personMessages, personPage as copy } from "~/content/admin-leads";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import { leadDisplayName } from "~/lib/leads/lead-fields";
import { leadKindLabel } from "~/lib/leads/lead-kinds";
import { leadPath } from "~/lib/leads/lead-path";
import { logger } from "~/lib/runtime/logger.server";
import { staticPageMeta } from "~/lib/pages/meta";
import {
  erasePersonData,
  findPersonData,
  leadsHeld,
  personCounts,
  readPersonEmail,
  totalHeld,
  type PersonCounts,
  type PersonData,
} from "~/lib/leads/person-data.server";
import { useStaffCan } from "~/hooks/use-staff-role";
import { can } from "~/lib/accounts/roles";
import { requireStaff } from "~/lib/accounts/session.server";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { requestOf } from "~/lib/runtime/request-context";
import { pageUrl } from "~/lib/runtime/page-url";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/leads/person",
  noIndex: true,
});

/** The person page's address: "/admin/leads/person?email=…" (and "&confirm=erase" for the confirmation step). */
function personHref(email: string, confirmErase = false): string {
  const params = new URLSearchParams({ email });
  if (confirmErase) params.set("confirm", "erase");
  return `/admin/leads/person?${params}`;
}

/** What the page shows of the data: enough to recognise it, with links to each lead. */
function heldSummary(data: PersonData) {
  const kindOf = new Map(data.leads.map((row) => [row.id, row.kind]));
  return {
    leads: data.leads.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: leadDisplayName({ row }),
      status: row.status,
      createdAt: row.createdAt,
    })),
    notes: data.notes.map(({ id, leadId, body, authorName, createdAt }) => ({
      id,
      kind: kindOf.get(leadId) ?? "",
      body,
      authorName,
      createdAt,
    })),
    emails: data.emails.map(({ id, to, subject, status, createdAt, sentAt }) => ({
      id,
      to,
      subject,
      status,
      createdAt,
      sentAt,
    })),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "leads");
  const params = pageUrl(request).searchParams;
  const value = params.get("email");
  if (value === null) return { state: "ask" as const, value: "", message: null };
  const email = readPersonEmail(value);
  if (!email.ok) return data({ state: "ask" as const, value, message: email.message }, { status: 400 });
  const held = await findPersonData(email.email);
  const counts = personCounts(held);
  const total = totalHeld(counts);
  return {
    // Only a role that may erase is asked to confirm it.
    state:
      params.get("confirm") === "erase" && total > 0 && can(staff.role, "eraseLeads")
        ? ("confirm" as const)
        : ("found" as const),
    email: email.email,
    counts,
    total,
    ...heldSummary(held),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "eraseLeads");
  const read = await readAdminForm(request);
  if (!read.ok) return data({ message: read.message }, { status: read.status });
  const email = readPersonEmail(formText(read.form, "email"));
  if (!email.ok) return data({ message: email.message }, { status: 400 });
  if (formText(read.form, "intent") !== "erase" || formText(read.form, "confirm") !== "yes") {
    return data({ message: personMessages.confirmRequired }, { status: 400 });
  }
  let counts: PersonCounts;
  try {
    counts = await erasePersonData(admin, email.email, requestOf(context).clientIp);
  } catch (error) {
    logger.error({ err: error }, "could not erase a person's data");
    return data({ message: personMessages.eraseFailed }, { status: 503 });
  }
  return redirectWithToast("/admin/leads", {
    kind: "success",
    title: personMessages.erased,
    description: copy.erasedCounts({
      leads: leadsHeld(counts),
      notes: counts.notes,
      replies: counts.replies,
      emails: counts.emails,
    }),
  });
}

/** How the leads of a kind are counted in words; a kind without words of its own is named by its label. */
function heldLeads(kind: string, count: number): string {
  const words = copy.held.leads[kind];
  return words ? words(count) : copy.held.leadsOf(leadKindLabel(kind), count);
}

/**
 * What erasing deletes, in words, one line per kind of lead and then the notes, replies and emails (what has none
 * held is left out). A newsletter subscription is counted by the sign-up that made it.
 */
function heldLines(counts: PersonCounts): string[] {
  return [
    ...Object.entries(counts.leads).map(([kind, count]) => (count ? heldLeads(kind, count) : null)),
    counts.notes ? copy.held.notes(counts.notes) : null,
    counts.replies ? copy.held.replies(counts.replies) : null,
    counts.emails ? copy.held.emails(counts.emails) : null,
  ].filter((line): line is string => line !== null);
}

export default function PersonData({ loaderData, actionData }: Route.ComponentProps) {
  const mayErase = useStaffCan("eraseLeads");
  if (loaderData.state === "ask") return <AskForEmail value={loaderData.value} message={loaderData.message} />;
  if (loaderData.state === "confirm")
    return <ConfirmErase email={loaderData.email} counts={loaderData.counts} error={actionData?.message ?? null} />;
  const { email, counts, total, leads, notes, emails } = loaderData;

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/admin/leads" label={leadPages.back} />
      <h1 className="mt-2 font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 text-sm break-all text-muted">
        {copy.heldAbout}
        <strong className="text-ink">{email}</strong>
      </p>

      {total === 0 ? (
        <div className="mt-6 rounded-xl border border-line bg-white px-5 py-10 text-center">
          <p className="font-medium text-ink">{personMessages.nothingHeld}</p>
          <p className="mt-1 text-sm text-muted">{copy.nothingHeldDetail}</p>
          <ButtonLink to="/admin/leads/person" variant="outline" className="mt-4">
            {copy.lookUpAnother}
          </ButtonLink>
        </div>
      ) : (
        <>
          <section aria-labelledby="summary-heading" className="mt-6 rounded-xl border border-line bg-white p-5 sm:p-6">
            <h2 id="summary-heading" className="text-lg font-semibold text-ink">
              {copy.summaryHeading}
            </h2>
            <ul className="mt-2 list-disc pl-5 text-sm text-ink">
              {heldLines(counts).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <div className="mt-5 flex flex-wrap gap-3">
              {/* A download: a real form submission, so the browser saves the file (with or without JavaScript). */}
              <Form method="post" action="/admin/leads/person/export" reloadDocument>
                <input type="hidden" name="email" value={email} />
                <Button type="submit" variant="outline">
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {copy.download}
                </Button>
              </Form>
              {mayErase ? (
                <Link to={personHref(email, true)} className={buttonClasses("danger")}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {copy.erase}
                </Link>
              ) : null}
            </div>
          </section>

          <ListPanel id="leads-heading" heading={countHeading(copy.lists.leads, leads.length)}>
            <HeldList items={leads} empty={copy.lists.leads.empty}>
              {(lead) => (
                <li key={lead.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
                  <div>
                    <Link
                      to={leadPath(lead.id)}
                      className="font-medium text-brand-800 underline-offset-4 hover:underline"
                    >
                      {leadKindLabel(lead.kind)}: {lead.name}
                    </Link>
                    <span className="block text-xs text-muted">
                      <DateTime value={lead.createdAt} />
                    </span>
                  </div>
                  <LeadStatusBadge status={lead.status} />
                </li>
              )}
            </HeldList>
          </ListPanel>

          <ListPanel id="notes-heading" heading={countHeading(copy.lists.notes, notes.length)}>
            <HeldList items={notes} empty={copy.lists.notes.empty}>
              {(note) => (
                <li key={note.id} className="px-5 py-3 text-sm">
                  <p className="text-xs text-muted">
                    {leadKindLabel(note.kind)} · {note.authorName ?? leadPages.unknownAuthor} ·{" "}
                    <DateTime value={note.createdAt} />
                  </p>
                  <p className="mt-1 break-words whitespace-pre-line text-ink">{note.body}</p>
                </li>
              )}
            </HeldList>
          </ListPanel>

          <ListPanel id="emails-heading" heading={countHeading(copy.lists.emails, emails.length)}>
            <HeldList items={emails} empty={copy.lists.emails.empty}>
              {(message) => (
                <li key={message.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-ink">{message.subject}</p>
                    <p className="text-xs break-all text-muted">
                      {copy.emailTo}
                      {message.to} · <DateTime value={message.createdAt} />
                    </p>
                  </div>
                  <OutboxStatusBadge status={message.status} />
                </li>
              )}
            </HeldList>
          </ListPanel>
        </>
      )}
    </div>
  );
}

/** A list's heading with its count: "Leads (2)". */
function countHeading(words: { before: string; after: string }, count: number) {
  return (
    <>
      {words.before}
      {count}
      {words.after}
    </>
  );
}

/** One kind of what is held, as a divided list, or a line saying there is none. */
function HeldList<T>({ items, empty, children }: { items: T[]; empty: string; children: (item: T) => ReactNode }) {
  if (items.length === 0) return <p className="px-5 py-6 text-sm text-muted">{empty}</p>;
  return <ul className="divide-y divide-line">{items.map(children)}</ul>;
}

function AskForEmail({ value, message }: { value: string; message: string | null }) {
  return (
    <div className="mx-auto max-w-xl">
      <BackLink to="/admin/leads" label={leadPages.back} />
      <h1 className="mt-2 font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 text-sm text-muted">{copy.ask}</p>
      <Form method="get" noValidate className="mt-6 grid gap-4 rounded-xl border border-line bg-white p-5 sm:p-6">
        <Field
          key={value}
          label={copy.email}
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={value}
          error={message ?? undefined}
        />
        <div>
          <Button type="submit">
            <UserSearch aria-hidden="true" className="h-4 w-4" />
            {copy.find}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** The confirmation step: names everything that will be deleted, then erases it with one POST. */
function ConfirmErase({ email, counts, error }: { email: string; counts: PersonCounts; error: string | null }) {
  const navigation = useNavigation();
  const erasing = navigation.state !== "idle" && navigation.formData?.get("intent") === "erase";
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.confirm.heading}</h1>
      <section aria-labelledby="confirm-heading" className="mt-6 rounded-xl border border-danger/40 bg-white p-6">
        <h2 id="confirm-heading" className="text-lg font-semibold text-ink">
          {personMessages.confirmTitle}
        </h2>
        <p className="mt-2 text-sm break-all text-ink">
          {copy.confirm.address}
          <strong>{email}</strong>
        </p>
        <p className="mt-3 text-sm text-ink">{copy.confirm.deleted}</p>
        <ul className="mt-1 list-disc pl-5 text-sm text-ink">
          {heldLines(counts).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">{personMessages.confirmWarning}</p>
        {error ? (
          <div className="mt-4">
            <FormMessage kind="error">{error}</FormMessage>
          </div>
        ) : null}
        <Form method="post" action={personHref(email, true)} className="mt-6 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="confirm" value="yes" />
          <Button type="submit" variant="danger" disabled={erasing}>
            {erasing ? copy.confirm.submitting : copy.confirm.submit}
          </Button>
          <ButtonLink to={personHref(email)} variant="outline">
            {copy.confirm.cancel}
          </ButtonLink>
        </Form>
      </section>
    </div>
  );
}
