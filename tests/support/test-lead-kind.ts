/**
 * A kind of lead that only the tests define ("callback-request": a name, an address, a phone number and when to
 * call), registered as a new kind would be, with no change to the inbox, export, erasure, retention or backup, and
 * stored as the forms store theirs (storeLead, with its two outbox emails). It shows that those work for any kind.
 */
import crypto from "node:crypto";
import * as z from "zod/mini";
import { defineLeadKind, isLeadKind, leadKind, type LeadKind } from "~/lib/leads/lead-kinds";
import { storeLead, type LeadForm } from "~/lib/leads/leads.server";

export const CALLBACK_KIND_NAME = "callback-request";

const CallbackAnswersSchema = z.object({ callAt: z.string(), consent: z.boolean() });
type CallbackAnswers = z.output<typeof CallbackAnswersSchema>;

export type CallbackInput = { name: string; email: string; phone: string; callAt: string };

/** Defines the kind, once: a second call (another test file, or the same one again) finds it defined. */
export function defineCallbackKind(): LeadKind {
  if (isLeadKind(CALLBACK_KIND_NAME)) return leadKind(CALLBACK_KIND_NAME);
  const kind: LeadKind<CallbackAnswers> = {
    name: CALLBACK_KIND_NAME,
    label: "Callback request",
    answers: CallbackAnswersSchema,
    replyDueAfter: { businessHours: 4 },
    retention: "enquiries",
    fields: ({ row, answers }) => [
      { label: "Name", value: row.name },
      { label: "Email", value: row.email },
      { label: "Phone", value: row.phone },
      { label: "Call at", value: answers.callAt },
    ],
    contextParts: ({ answers }) => [`Call at ${answers.callAt}`],
    ownMessage: () => null,
  };
  return defineLeadKind(kind) as unknown as LeadKind;
}

const CALLBACK_FORM: LeadForm<CallbackInput> = {
  kind: CALLBACK_KIND_NAME,
  purpose: "Call back as asked",
  parts: ({ name, email, phone, callAt }) => ({
    name,
    email,
    phone,
    business: null,
    answers: { callAt, consent: true },
  }),
  notification: (input, arrival) => ({
    subject: `Callback request from ${input.name}`,
    text: `${input.name} (${input.phone}) asks for a call at ${input.callAt}. Lead ${arrival.id}.`,
    html: `<p>${input.name} asks for a call at ${input.callAt}.</p>`,
  }),
  confirmation: (input) => ({
    subject: "We will call you back",
    text: `We will call you at ${input.callAt}.`,
    html: `<p>We will call you at ${input.callAt}.</p>`,
  }),
};

/** Stores a callback request as a form would (its lead and its two emails), defining the kind first; returns its id. */
export async function addCallback(input: Partial<CallbackInput> & { email: string }): Promise<string> {
  defineCallbackKind();
  const { id } = await storeLead(
    CALLBACK_FORM,
    { name: "Sipho Ndlovu", phone: "+27 82 555 0123", callAt: "Tuesday morning", ...input },
    { idempotencyKey: crypto.randomUUID(), sourcePath: "/callback", query: {}, notifyTo: "leads@kestrel.test" },
  );
  return id;
}
