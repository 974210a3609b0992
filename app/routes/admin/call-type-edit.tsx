/**
 * A call type's form (ADR 067), new ("new" for the id) or stored: its name and address, length and times, where the
 * call takes place, who hosts it and up to five questions, in one plain form that works without JavaScript. A save
 * names the version it edited: one over a newer save is refused with the typed values kept and the difference shown.
 * Saved, it returns to the list with a toast.
 */
import { RadioGroup } from "~/components/forms/radio-group";
import { listCalendarHosts } from "~/lib/booking/call-types.server";
import { useEffect, useId, useState, type ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/call-type-edit";
import { BackLink } from "~/components/admin/back-link";
import { CheckboxField, TextareaField } from "~/components/admin/fields";
import { NotFoundBoundary } from "~/components/admin/not-found-panel";
import { SaveConflictPanel } from "~/components/admin/save-conflict";
import { UnsavedChangesPrompt } from "~/components/admin/unsaved-changes";
import { FieldError } from "~/components/forms/control-frame";
import { Field, FormMessage } from "~/components/forms/field";
import { Button, buttonClasses } from "~/components/ui/button";
import {
  CALL_TYPE_LIMITS as LIMITS,
  callTypeConflict,
  callTypeFieldLabels,
  callTypeForm as copy,
  callTypeUnsaved,
  HOST_RULE_LABELS,
} from "~/content/admin-call-types";
import { LOCATION_LABELS } from "~/content/booking";
import { isRowId } from "~/db/row-id";
import { requireStaff } from "~/lib/accounts/session.server";
import {
  callTypeForEditing,
  createCallType,
  updateCallType,
  type CallTypeConflict,
} from "~/lib/booking/call-type-admin.server";
import {
  CALL_TYPE_HOST_RULES,
  CALL_TYPE_LOCATIONS,
  CALL_TYPE_SLOT_STEPS,
  callTypeValues,
  newCallTypeValues,
  parseCallTypeForm,
  QUESTION_SLOTS,
  questionField,
  readCallTypeForm,
  type CallTypeValues,
  type QuestionValues,
} from "~/lib/booking/call-type-form";
import { formText, readAdminForm } from "~/lib/forms/admin-form.server";
import type { FieldErrors } from "~/lib/forms/form-answers";
import { formatDateTime } from "~/lib/pages/format";
import { originFrom, pageMeta } from "~/lib/pages/meta";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import { requestOf } from "~/lib/runtime/request-context";

const LIST = "/admin/calendar/call-types";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta({
    title: loaderData ? (loaderData.name ? copy.editTitle(loaderData.name) : copy.newTitle) : copy.fallbackTitle,
    description: copy.description,
    path: `${LIST}/${params.id}`,
    origin: originFrom(matches),
    noIndex: true,
  });

const notFound = () => data({ message: copy.gone }, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "callTypes");
  const hosts = await listCalendarHosts();
  if (params.id === "new") {
    return {
      id: null,
      name: null,
      slug: null,
      values: newCallTypeValues(),
      version: 0,
      savedBy: null,
      savedAt: null,
      hosts,
    };
  }
  const edited = await callTypeForEditing(params.id);
  if (!edited) throw notFound();
  const { callType } = edited;
  return {
    id: callType.id,
    name: callType.name,
    slug: callType.slug,
    values: callTypeValues(callType, edited.hostIds),
    version: callType.version,
    savedBy: edited.savedBy,
    savedAt: edited.savedAt.toISOString(),
    hosts,
  };
}

type ActionResult = {
  /** what was typed (null: the form could not be read, so the stored values stay) */
  values: CallTypeValues | null;
  fieldErrors: FieldErrors;
  message: string | null;
  conflict: CallTypeConflict | null;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "callTypes");
  const answer = (status: number, fields: Partial<ActionResult>) =>
    data<ActionResult>({ values: null, fieldErrors: {}, message: null, conflict: null, ...fields }, { status });
  const read = await readAdminForm(request);
  if (!read.ok) return answer(read.status, { message: read.message });
  const isNew = params.id === "new";
  if (!isNew && !isRowId(params.id)) return answer(404, { message: copy.gone });
  const values = readCallTypeForm(read.form);
  const parsed = parseCallTypeForm(values);
  if (!parsed.ok) return answer(400, { values, fieldErrors: parsed.errors });
  const by = { id: staff.id, ip: requestOf(context).clientIp };
  const versionText = formText(read.form, "version");
  // A form that cannot say which version it edited is treated as stale, never as the latest.
  const expectedVersion = /^\d+$/.test(versionText) ? Number(versionText) : -1;
  try {
    const saved = isNew
      ? await createCallType(parsed.data, by)
      : await updateCallType(params.id, parsed.data, { expectedVersion, by });
    if (saved.ok) {
      const name = parsed.data.name;
      return redirectWithToast(LIST, {
        kind: "success",
        ...(isNew
          ? { title: copy.created, description: copy.createdDescription(name) }
          : saved.changed
            ? { title: copy.saved, description: copy.savedDescription(name) }
            : { title: copy.unchanged }),
      });
    }
    if (saved.reason === "invalid") return answer(400, { values, fieldErrors: saved.errors });
    if (saved.reason === "conflict") return answer(409, { values, conflict: saved.conflict });
    return answer(404, { values, message: copy.gone });
  } catch (error) {
    logger.error({ err: error, callType: params.id }, "could not save a call type");
    return answer(503, { values, message: copy.saveFailed });
  }
}

/** The boxes of the staff who may host, the ticked ones the call type's hosts. */
function HostBoxes({
  hosts,
  ticked,
  error,
}: {
  hosts: readonly { id: string; name: string }[];
  ticked: readonly string[];
  error?: string;
}) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium text-ink">{copy.fields.hosts.legend}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-muted">
        {copy.fields.hosts.hint}
      </p>
      {hosts.length === 0 ? (
        <p className="text-sm text-muted">{copy.fields.hosts.none}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {hosts.map((host) => (
            <label
              key={host.id}
              className={`flex cursor-pointer items-start gap-3 rounded-md border bg-white px-3 py-2.5 text-sm text-ink hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${
                error ? "border-danger" : "border-line"
              }`}
            >
              <input
                type="checkbox"
                name="hosts"
                value={host.id}
                defaultChecked={ticked.includes(host.id)}
                className="mt-0.5 h-5 w-5 shrink-0 rounded border-line accent-brand-800"
              />
              {host.name}
            </label>
          ))}
        </div>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** One of the five question slots: its words, whether it must be answered, its answer type and its choices. */
function QuestionFieldset({ n, values, errors }: { n: number; values: QuestionValues; errors: FieldErrors }) {
  const name = (part: keyof QuestionValues) => questionField(n, part);
  return (
    <fieldset className="grid gap-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{copy.question.legend(n)}</legend>
      <input type="hidden" name={name("id")} value={values.id} />
      <Field
        label={copy.question.label}
        name={name("label")}
        defaultValue={values.label}
        maxLength={LIMITS.questionLabel}
        error={errors[name("label")]}
      />
      <CheckboxField label={copy.question.required} name={name("required")} defaultChecked={values.required} />
      <RadioGroup
        legend={copy.question.type.legend}
        name={name("type")}
        defaultValue={values.type}
        options={[
          { value: "text", label: copy.question.type.text },
          { value: "choice", label: copy.question.type.choice },
        ]}
        error={errors[name("type")]}
      />
      <TextareaField
        label={copy.question.choices.label}
        name={name("choices")}
        rows={4}
        defaultValue={values.choices}
        hint={copy.question.choices.hint}
        error={errors[name("choices")]}
      />
    </fieldset>
  );
}

function Section({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-5 rounded-xl border border-line bg-white p-5 sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold text-ink">
          {heading}
        </h2>
        {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The fields typed as whole numbers. */
type WholeField =
  | "lengthMinutes"
  | "bufferBeforeMinutes"
  | "bufferAfterMinutes"
  | "minimumNoticeMinutes"
  | "windowDays";

export default function CallTypeEdit({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [dirty, setDirty] = useState(false);
  // A refused save leaves the typed values unsaved in the form: leaving still asks.
  useEffect(() => {
    if (actionData?.values) setDirty(true);
  }, [actionData]);
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const errorCount = Object.keys(errors).length;
  const conflict = actionData?.conflict ?? null;
  // After a refused save the form carries the newer version: saving again replaces it, deliberately.
  const version = conflict?.version ?? loaderData.version;
  const isNew = loaderData.id === null;
  const here = isNew ? `${LIST}/new` : `${LIST}/${loaderData.id}`;
  const whole = (name: WholeField) => (
    <Field
      name={name}
      label={copy.fields[name].label}
      hint={copy.fields[name].hint}
      defaultValue={values[name]}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      error={errors[name]}
    />
  );

  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to={LIST} label={copy.back} />
      <h1 className="mt-3 font-display text-3xl font-semibold break-words text-brand-900">
        {loaderData.name ? copy.editHeading(loaderData.name) : copy.newHeading}
      </h1>
      {loaderData.savedAt ? (
        <p className="mt-1 text-sm text-muted">
          {copy.lastSaved(loaderData.savedBy ?? copy.someone, formatDateTime(loaderData.savedAt))}
        </p>
      ) : null}

      <div className="mt-6">
        {conflict ? (
          <SaveConflictPanel
            conflict={conflict}
            reloadTo={here}
            copy={callTypeConflict}
            fieldLabels={callTypeFieldLabels}
          />
        ) : null}
        {actionData?.message ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
        {errorCount > 0 ? <FormMessage kind="error">{copy.fieldsToCorrect(errorCount)}</FormMessage> : null}
      </div>

      <Form
        method="post"
        noValidate
        key={`${loaderData.version}:${actionData ? "answered" : "fresh"}`}
        onChange={() => setDirty(true)}
        onSubmit={() => setDirty(false)}
        className="mt-4 grid gap-6"
      >
        <input type="hidden" name="version" value={version} />

        <Section id="call-heading" heading={copy.sections.call}>
          <Field
            name="name"
            label={copy.fields.name.label}
            hint={copy.fields.name.hint}
            defaultValue={values.name}
            maxLength={LIMITS.name.max}
            error={errors.name}
          />
          <Field
            name="slug"
            label={copy.fields.slug.label}
            hint={copy.fields.slug.hint}
            defaultValue={values.slug}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            maxLength={LIMITS.slug.max}
            error={errors.slug}
          />
          <TextareaField
            name="description"
            label={copy.fields.description.label}
            hint={copy.fields.description.hint}
            rows={3}
            maxLength={LIMITS.description}
            defaultValue={values.description}
            error={errors.description}
          />
          <CheckboxField
            name="active"
            label={copy.fields.active.label}
            hint={copy.fields.active.hint}
            defaultChecked={values.active}
            error={errors.active}
          />
        </Section>

        <Section id="timing-heading" heading={copy.sections.timing}>
          <div className="grid gap-5 sm:grid-cols-2">
            {whole("lengthMinutes")}
            {whole("minimumNoticeMinutes")}
            {whole("bufferBeforeMinutes")}
            {whole("bufferAfterMinutes")}
            {whole("windowDays")}
          </div>
          <RadioGroup
            legend={copy.fields.slotStepMinutes.legend}
            name="slotStepMinutes"
            defaultValue={values.slotStepMinutes}
            options={CALL_TYPE_SLOT_STEPS.map((step) => ({
              value: step,
              label: copy.fields.slotStepMinutes.options[step],
            }))}
            error={errors.slotStepMinutes}
          />
        </Section>

        <Section id="place-heading" heading={copy.sections.place}>
          <RadioGroup
            legend={copy.fields.location.legend}
            name="location"
            defaultValue={values.location}
            options={CALL_TYPE_LOCATIONS.map((location) => ({ value: location, label: LOCATION_LABELS[location] }))}
            error={errors.location}
          />
          <TextareaField
            name="locationDetail"
            label={copy.fields.locationDetail.label}
            hint={copy.fields.locationDetail.hint}
            rows={2}
            maxLength={LIMITS.locationDetail}
            defaultValue={values.locationDetail}
            error={errors.locationDetail}
          />
        </Section>

        <Section id="hosts-heading" heading={copy.sections.hosts}>
          <RadioGroup
            legend={copy.fields.hostRule.legend}
            name="hostRule"
            defaultValue={values.hostRule}
            options={CALL_TYPE_HOST_RULES.map((rule) => ({
              value: rule,
              label: HOST_RULE_LABELS[rule],
              description: copy.fields.hostRule.descriptions[rule],
            }))}
            error={errors.hostRule}
          />
          <HostBoxes hosts={loaderData.hosts} ticked={values.hosts} error={errors.hosts} />
        </Section>

        <Section id="questions-heading" heading={copy.sections.questions} intro={copy.sections.questionsIntro}>
          {QUESTION_SLOTS.map((n, index) => (
            <QuestionFieldset key={n} n={n} values={values.questions[index]} errors={errors} />
          ))}
        </Section>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? copy.saving : conflict ? callTypeConflict.saveAnyway : isNew ? copy.create : copy.save}
          </Button>
          <Link to={LIST} className={buttonClasses("outline")}>
            {copy.cancel}
          </Link>
        </div>
      </Form>
      <UnsavedChangesPrompt dirty={dirty} copy={callTypeUnsaved} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      heading={copy.notFound.heading}
      message={copy.gone}
      backTo={LIST}
      backLabel={copy.notFound.back}
    />
  );
}
