import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { Trash2 } from "~/components/icons/trash-2";
import { UserPlus } from "~/components/icons/user-plus";
import { z } from "zod";
import { toast } from "~/components/toasts";
import type { Route } from "./+types/team";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { AdminList, type DataColumn } from "~/components/admin/admin-list";
import { ForRow, ListRow, RowActions } from "~/components/admin/list-row";
import { DateTime } from "~/components/admin/date-time";
import { Field, FormMessage } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { Button } from "~/components/ui/button";
import { twoFactorReset } from "~/content/admin-security";
import { roleLabels, teamMessages, teamPage as copy } from "~/content/admin-team";
import { db } from "~/db/client.server";
import { EmailSchema } from "~/lib/accounts/auth-schemas";
import { STAFF_ROLES, type StaffRole } from "~/lib/accounts/roles";
import { requireStaff } from "~/lib/accounts/session.server";
import {
  changeRole,
  inviteMember,
  listTeam,
  removeAccess,
  revokeInvitation,
  type TeamResult,
} from "~/lib/accounts/team.server";
import { resetTwoFactor } from "~/lib/accounts/two-factor.server";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import { type FieldErrors } from "~/lib/forms/form-answers";
import { parseForm } from "~/lib/forms/parse";
import { staticPageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { env } from "~/lib/runtime/env.server";
import { logger } from "~/lib/runtime/logger.server";
import { requestOf } from "~/lib/runtime/request-context";

export const meta: Route.MetaFunction = staticPageMeta({
  title: copy.title,
  description: copy.description,
  path: "/admin/team",
  noIndex: true,
});

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireStaff(request, "team");
  return { ...(await listTeam()), you: admin.id };
}

const RoleSchema = z.enum(STAFF_ROLES, { message: teamMessages.roleRequired });
const InviteSchema = z.object({ email: EmailSchema, role: RoleSchema });
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: roleLabels[role].name }));

type Intent = "invite" | "revoke" | "role" | "remove" | "resetTwoFactor";
type ActionResult = {
  intent: Intent | null;
  /** the member or invitation the answer is about */
  id: string | null;
  fieldErrors: FieldErrors;
  message: string | null;
  values: { email: string; role: string };
  /** asks to confirm removing this member's access */
  confirmRemove: { id: string; email: string } | null;
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "team");
  const read = await readAdminForm(request);
  const answer = (status: number, fields: Partial<ActionResult>) =>
    data<ActionResult>(
      {
        intent: null,
        id: null,
        fieldErrors: {},
        message: null,
        values: { email: "", role: "" },
        confirmRemove: null,
        ...fields,
      },
      { status },
    );
  if (!read.ok) return answer(read.status, { message: read.message });
  const form = read.form;
  const intentValue = formText(form, "intent");
  const intent =
    (["invite", "revoke", "role", "remove", "resetTwoFactor"] as const).find((value) => value === intentValue) ?? null;
  const id = formText(form, "id") || null;
  const ip = requestOf(context).clientIp;
  const done = (result: TeamResult, title: string) =>
    result.ok
      ? redirectWithToast("/admin/team", { kind: "success", title })
      : answer(result.status, { intent, id, message: result.message });

  try {
    switch (intent) {
      case "invite": {
        const values = { email: formText(form, "email"), role: formText(form, "role") };
        const parsed = parseForm(InviteSchema, values);
        if (!parsed.ok) return answer(400, { intent, fieldErrors: parsed.errors, values });
        const result = await inviteMember(admin, parsed.data, { publicUrl: env().publicUrl, ip });
        if (!result.ok) return answer(result.status, { intent, fieldErrors: { email: result.message }, values });
        return redirectWithToast("/admin/team", {
          kind: "success",
          title: teamMessages.invited,
          description: parsed.data.email,
        });
      }
      case "revoke": {
        if (!id || !(await revokeInvitation(admin, id, { ip })))
          return answer(404, { intent, id, message: teamMessages.invitationGone });
        return redirectWithToast("/admin/team", { kind: "success", title: teamMessages.invitationRevoked });
      }
      case "role": {
        const role = RoleSchema.safeParse(formText(form, "role"));
        if (!id || !role.success) return answer(400, { intent, id, message: teamMessages.roleRequired });
        return done(await changeRole(admin, id, role.data, { ip }), teamMessages.roleChanged);
      }
      case "remove": {
        if (!id) return answer(400, { intent, message: teamMessages.notUnderstood });
        if (formText(form, "confirm") !== "yes") {
          // Without JavaScript there is no dialog: ask on the page itself.
          const member = (await listTeam()).members.find((candidate) => candidate.id === id);
          if (!member) return answer(404, { intent, id, message: teamMessages.memberGone });
          return answer(200, { intent, id, confirmRemove: { id, email: member.email } });
        }
        return done(await removeAccess(admin, id, { ip }), teamMessages.accessRemoved);
      }
      case "resetTwoFactor": {
        const member = id ? (await listTeam()).members.find((candidate) => candidate.id === id) : undefined;
        if (!member) return answer(404, { intent, id, message: teamMessages.memberGone });
        if (!(await resetTwoFactor(db(), { userId: member.id, actorId: admin.id, via: "team", ip }))) {
          return answer(409, { intent, id, message: twoFactorReset.notOn });
        }
        return redirectWithToast("/admin/team", {
          kind: "success",
          title: twoFactorReset.done,
          description: member.email,
        });
      }
      default:
        return answer(400, { message: teamMessages.notUnderstood });
    }
  } catch (error) {
    logger.error({ err: error, intent }, "could not change the team");
    return answer(503, { intent, id, message: teamMessages.saveFailed });
  }
}

const MEMBER_COLUMNS: DataColumn[] = [
  copy.members.columns.name,
  copy.members.columns.email,
  copy.members.columns.role,
  copy.members.columns.sessions,
  copy.members.columns.twoFactor,
  { label: copy.members.columns.actions, hidden: true },
];

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invitations, you } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData : undefined;
  const inviteResult = actionData?.intent === "invite" ? actionData : undefined;

  useEffect(() => {
    if (actionData?.message) toast.error(copy.errorTitle, { description: actionData.message });
  }, [actionData]);

  const removing = actionData?.confirmRemove;
  if (removing) {
    return (
      <ConfirmStep
        heading={copy.confirmRemove.heading(removing.email)}
        body={copy.confirmRemove.body}
        fields={{ intent: "remove", id: removing.id }}
        confirm={copy.confirmRemove.confirm}
        icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
        cancel={copy.confirmRemove.cancel}
        cancelTo="/admin/team"
        busy={pending?.get("intent") === "remove"}
      />
    );
  }

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl font-semibold text-brand-900">{copy.heading}</h1>
      <p className="mt-2 text-sm text-muted">{copy.intro}</p>

      {actionData?.message && actionData.intent !== "invite" ? (
        <div className="mt-6">
          <FormMessage kind="error">{actionData.message}</FormMessage>
        </div>
      ) : null}

      <section aria-labelledby="invite-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
        <h2 id="invite-heading" className="text-lg font-semibold text-ink">
          {copy.invite.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.invite.hint}</p>
        {inviteResult?.message ? (
          <div className="mt-3">
            <FormMessage kind="error">{inviteResult.message}</FormMessage>
          </div>
        ) : null}
        <Form
          method="post"
          noValidate
          className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
        >
          <input type="hidden" name="intent" value="invite" />
          <Field
            key={inviteResult ? "retry" : "fresh"}
            label={copy.invite.email}
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={inviteResult?.values.email ?? ""}
            error={inviteResult?.fieldErrors.email}
          />
          <SelectField
            key={inviteResult ? "retry-role" : "fresh-role"}
            label={copy.invite.role}
            name="role"
            required
            placeholder={copy.invite.role}
            options={ROLE_OPTIONS}
            defaultValue={inviteResult?.values.role ?? ""}
            error={inviteResult?.fieldErrors.role}
          />
          <Button type="submit" className="sm:mt-7" disabled={pending?.get("intent") === "invite"}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            {pending?.get("intent") === "invite" ? copy.invite.submitting : copy.invite.submit}
          </Button>
        </Form>
      </section>

      <AdminList
        frame="open"
        id="members-heading"
        heading={
          <>
            {copy.members.before}
            {members.length}
            {copy.members.after}
          </>
        }
        table={{ label: copy.members.tableLabel, minWidth: "min-w-[60rem]", columns: MEMBER_COLUMNS }}
        items={members}
        itemKey={(member) => member.id}
        row={(member) => (
          <ListRow>
            <th scope="row" className="px-5 py-3 font-medium text-ink">
              {member.name}{" "}
              {member.id === you ? <span className="font-normal text-muted">{copy.members.you}</span> : null}
            </th>
            <td className="px-5 py-3 break-words">{member.email}</td>
            <td className="px-5 py-3">
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="id" value={member.id} />
                <label className="sr-only" htmlFor={`role-${member.id}`}>
                  {copy.members.changeRole(member.email)}
                </label>
                <select
                  id={`role-${member.id}`}
                  name="role"
                  defaultValue={member.role}
                  key={`${member.id}-${member.role}`}
                  className="h-9 rounded-md border border-line bg-white px-2 text-sm"
                >
                  {ROLE_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  disabled={pending?.get("intent") === "role" && pending.get("id") === member.id}
                >
                  {pending?.get("intent") === "role" && pending.get("id") === member.id
                    ? copy.members.savingRole
                    : copy.members.saveRole}
                  <ForRow>{member.email}</ForRow>
                </Button>
              </Form>
            </td>
            <td className="px-5 py-3 whitespace-nowrap">{copy.members.sessions(member.sessions)}</td>
            <td className="px-5 py-3">
              {member.twoFactor ? (
                <Form method="post" className="grid justify-items-start gap-1">
                  <span>{twoFactorReset.status.on}</span>
                  <input type="hidden" name="intent" value="resetTwoFactor" />
                  <input type="hidden" name="id" value={member.id} />
                  <Button type="submit" variant="outline" size="sm">
                    {twoFactorReset.reset}
                    <ForRow>{member.email}</ForRow>
                  </Button>
                </Form>
              ) : (
                <span className="text-muted">{twoFactorReset.status.off}</span>
              )}
            </td>
            <RowActions>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={member.id} />
                <Button type="submit" variant="danger" size="sm">
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {copy.members.remove}
                  <ForRow>{member.email}</ForRow>
                </Button>
              </Form>
            </RowActions>
          </ListRow>
        )}
      />

      <AdminList
        frame="open"
        id="invitations-heading"
        heading={copy.invitations.heading}
        items={invitations}
        itemKey={(invitation) => invitation.id}
        row={(invitation) => (
          <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white px-5 py-4 text-sm">
            <div>
              <p className="font-medium text-ink">
                {invitation.email} · {roleLabels[invitation.role as StaffRole].name}
              </p>
              <p className="text-muted">
                {copy.invitations.expires} <DateTime value={invitation.expiresAt} />
                {invitation.invitedBy ? ` · ${copy.invitations.invitedBy} ${invitation.invitedBy}` : null}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="id" value={invitation.id} />
              <Button type="submit" variant="outline" size="sm">
                {copy.invitations.revoke}
                <ForRow>{invitation.email}</ForRow>
              </Button>
            </Form>
          </li>
        )}
        empty={{ note: copy.invitations.empty }}
      />
    </div>
  );
}
