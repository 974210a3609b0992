/**
 * The contact form's lead ("Book a Value Mapping Call"): the name, email, phone and business are the lead's own
 * columns; its answers are the turnover, the challenges ticked (and the one written in), the goals and the consent.
 */
import * as z from "zod/mini";
import { leadDetail as copy, LEAD_TYPE_LABELS } from "~/content/admin-leads";
import { REPLY_DUE_AFTER } from "~/content/lead-follow-up";
import { painLabel, turnoverLabel } from "../contact-schema";
import type { LeadKind } from "../lead-kinds";

export const ContactAnswersSchema = z.object({
  turnover: z.string(),
  pain: z._default(z.array(z.string()), []),
  painOther: z.nullish(z.string()),
  goals: z.nullish(z.string()),
  consent: z.boolean(),
});
export type ContactAnswers = z.output<typeof ContactAnswersSchema>;

const clean = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export const CONTACT_KIND: LeadKind<ContactAnswers> = {
  name: "contact",
  label: LEAD_TYPE_LABELS.contact,
  answers: ContactAnswersSchema,
  replyDueAfter: REPLY_DUE_AFTER.contact,
  retention: "enquiries",
  fields: ({ row, answers }) => [
    { label: "Name", value: row.name },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.phone },
    { label: "Business", value: row.business },
    { label: "Annual turnover", value: turnoverLabel(answers.turnover) },
    { label: "Challenges", value: answers.pain.length > 0 ? answers.pain.map(painLabel) : null },
    ...(answers.pain.includes("other") ? [{ label: "Something else", value: answers.painOther ?? null }] : []),
    { label: "Goals", value: answers.goals ?? null },
  ],
  contextParts: () => [],
  ownMessage: ({ answers: { goals, pain, painOther } }) => {
    const challenges = pain.map((value) =>
      value === "other" && clean(painOther) ? clean(painOther)! : painLabel(value),
    );
    const parts = [clean(goals), challenges.length > 0 ? `${copy.reply.challenges}${challenges.join("; ")}` : null];
    return parts.filter((part): part is string => part !== null).join("\n\n") || null;
  },
};
