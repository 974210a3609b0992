/**
 * A booked call's lead (ADR 067): the name, email, phone and business are the lead's own columns; its answers are
 * the call booked and the call type's questions as asked and answered. The call itself (host, time, state) is its
 * booking row; the lead's owner is the host and its due time is the call's start.
 */
import * as z from "zod/mini";
import { LEAD_TYPE_LABELS } from "~/content/admin-leads";
import { REPLY_DUE_AFTER } from "~/content/lead-follow-up";
import type { LeadKind } from "../lead-kinds";

export const BookingAnswersSchema = z.object({
  callType: z.string(),
  callName: z.string(),
  /** each question as the visitor saw it, with the answer's label (null: not answered) */
  questions: z._default(z.array(z.object({ id: z.string(), label: z.string(), answer: z.nullable(z.string()) })), []),
  consent: z.boolean(),
});
export type BookingAnswers = z.output<typeof BookingAnswersSchema>;

export const BOOKING_KIND: LeadKind<BookingAnswers> = {
  name: "booking",
  label: LEAD_TYPE_LABELS.booking,
  answers: BookingAnswersSchema,
  replyDueAfter: REPLY_DUE_AFTER.booking,
  industryAnswers: [],
  retention: "enquiries",
  fields: ({ row, answers }) => [
    { label: "Name", value: row.name },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.phone },
    { label: "Business", value: row.business },
    { label: "Call", value: answers.callName },
    ...answers.questions.map((q) => ({ label: q.label, value: q.answer })),
  ],
  contextParts: ({ answers }) => [answers.callName],
  ownMessage: ({ answers }) => {
    const written = answers.questions.find((q) => q.id === "focus")?.answer?.trim();
    return written || null;
  },
};
