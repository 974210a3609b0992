/**
 * The lead page's reply form: subject, message and (when the lead wrote a
 * message) whether to quote it. A plain form post, checked on the server;
 * a refused reply comes back with its field errors and what was typed.
 */
import { Form } from "react-router";
import { CheckboxField, TextareaField } from "~/components/admin/fields";
import { Field, FormMessage } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { leadDetail } from "~/content/admin-leads";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "~/lib/leads/lead-reply-schema";

const copy = leadDetail.reply;

/** What was typed into the form, sent back when it was refused. */
export type ReplyValues = { subject: string; body: string; quote: boolean };

type Props = {
  /** the lead's name, or their address */
  name: string;
  /** where the reply goes */
  email: string;
  /** the signed-in member of staff's address: the reply's Reply-To */
  replyTo: string;
  /** whether the lead wrote a message the reply may quote */
  canQuote: boolean;
  /** changes when a reply has been sent, emptying the form */
  formKey: string | number;
  values: ReplyValues | null;
  fieldErrors: Record<string, string>;
  message: string | null;
  pending: boolean;
};

export function LeadReplyForm({
  name,
  email,
  replyTo,
  canQuote,
  formKey,
  values,
  fieldErrors,
  message,
  pending,
}: Props) {
  return (
    <section aria-labelledby="reply-heading" className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id="reply-heading" className="text-lg font-semibold break-words text-ink">
        {copy.heading(name)}
      </h2>
      <p className="mt-1 text-sm break-words text-muted">
        {copy.to}
        <span className="text-ink">{email}</span>
        {copy.from}
        <span className="text-ink">{replyTo}</span>.
      </p>
      {message ? (
        <div className="mt-3">
          <FormMessage kind="error">{message}</FormMessage>
        </div>
      ) : null}
      <Form method="post" noValidate key={formKey} className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="reply" />
        <Field
          label={copy.subject}
          name="subject"
          required
          maxLength={REPLY_SUBJECT_MAX}
          defaultValue={values?.subject ?? copy.defaultSubject}
          error={fieldErrors.subject}
        />
        <TextareaField
          label={copy.message}
          name="body"
          required
          rows={8}
          maxLength={REPLY_BODY_MAX}
          defaultValue={values?.body ?? ""}
          error={fieldErrors.body}
          hint={copy.messageHint(REPLY_BODY_MAX)}
        />
        {canQuote ? (
          <CheckboxField
            label={copy.quote}
            name="quote"
            hint={copy.quoteHint}
            defaultChecked={values?.quote ?? false}
          />
        ) : null}
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? copy.submitting : copy.submit}
          </Button>
        </div>
      </Form>
    </section>
  );
}
