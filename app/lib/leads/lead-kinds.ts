/**
 * The kinds of lead (ADR 054): what differs from one kind to the next, and nothing else. Every lead is a row of
 * the one `leads` table; what only its kind asks is in its `answers`, checked by the kind's schema when it is written
 * and when it is read. The inbox, board, timeline, export, erasure, retention and backup know leads only through
 * this registry, so a new kind is its answers' schema, its form and its content: no migration, no change to them.
 * Pure (runs in the browser too): the kinds' emails and purposes are the forms' (leads.server.ts).
 */
import * as z from "zod/mini";
import type { leads, SubscriptionState } from "~/db/schema";
import type { FollowUpPromise } from "~/content/lead-follow-up";
import { CONTACT_KIND } from "./kinds/contact-kind";
import { MARKETPLACE_KIND } from "./kinds/marketplace-kind";
import { NEWSLETTER_KIND } from "./kinds/newsletter-kind";
import { READY_TO_TALK_KIND } from "./kinds/ready-to-talk-kind";
import { BOOKING_KIND } from "./kinds/booking-kind";

/** One labelled value; a list shows as a list, null as "not given". */
export type LeadField = { label: string; value: string | string[] | null };

/** A stored lead's columns (the idempotency key and search text are internal details, left out). */
export type LeadRow = Omit<typeof leads.$inferSelect, "idempotencyKey" | "searchText">;

/** The newsletter subscription a sign-up made, when the lead has one. */
export type LeadSubscription = {
  subscription: SubscriptionState;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
};

/** What a kind reads of a lead: the columns every lead has, and its answers as its schema gave them. */
export type KindLead<A> = {
  row: Pick<LeadRow, "name" | "email" | "phone" | "business">;
  answers: A;
  subscription: LeadSubscription | null;
};

export type LeadKind<A extends Record<string, unknown> = Record<string, unknown>> = {
  /** the value of `leads.kind`, and of the inbox's "type" filter */
  name: string;
  /** how the admin names the kind: "Contact request" */
  label: string;
  /** the answers' schema: everything the kind's form asks beyond the name, email, phone and business */
  answers: z.ZodMiniType<A>;
  /**
   * when its first reply is due: after business time, or at the call booked (the booking sets it); null: no reply is
   * promised (and it has no one to follow it up)
   */
  replyDueAfter: FollowUpPromise | null;
  /** the answers naming the visitor's industry, first given first, for the dashboard's conversion by industry */
  industryAnswers?: readonly string[];
  /** how long one that never became a client (won) is kept; null: as long as what it made (a subscription) */
  retention: "enquiries" | "marketplaceSubmissions" | null;
  /** what the visitor told us, field by field, as the lead's page lists it */
  fields(lead: KindLead<A>): LeadField[];
  /** what only this kind says about a lead, in a few words each, for the inbox's context column */
  contextParts(lead: KindLead<A>): (string | null)[];
  /** what the lead wrote in their own words, as a reply quotes it; null: nothing to quote */
  ownMessage(lead: KindLead<A>): string | null;
};

const registry = new Map<string, LeadKind>();

/** Adds a kind to the registry (a name is registered once). */
export function defineLeadKind<A extends Record<string, unknown>>(kind: LeadKind<A>): LeadKind<A> {
  if (registry.has(kind.name)) throw new Error(`The lead kind "${kind.name}" is defined twice.`);
  registry.set(kind.name, kind as unknown as LeadKind);
  return kind;
}

defineLeadKind(CONTACT_KIND);
defineLeadKind(MARKETPLACE_KIND);
defineLeadKind(NEWSLETTER_KIND);
defineLeadKind(READY_TO_TALK_KIND);
defineLeadKind(BOOKING_KIND);

/** Every kind, in the order they were defined. */
export function leadKinds(): LeadKind[] {
  return [...registry.values()];
}

export function isLeadKind(value: unknown): value is string {
  return typeof value === "string" && registry.has(value);
}

/**
 * The kind of that name. A name no kind has (a kind removed since its leads were stored) reads as a kind with no
 * schema of its own: its answers are listed as they were stored, so the team can still work and erase the lead.
 */
export function leadKind(name: string): LeadKind {
  return registry.get(name) ?? unknownKind(name);
}

export function leadKindLabel(name: string): string {
  return leadKind(name).label;
}

/** The kinds whose leads the team follows up (a reply is due): the "Unassigned" queue and the digest hold only them. */
export function followedUpKinds(): string[] {
  return leadKinds()
    .filter((kind) => kind.replyDueAfter !== null)
    .map((kind) => kind.name);
}

/** The kinds no reply is promised to. */
export function unfollowedKinds(): string[] {
  return leadKinds()
    .filter((kind) => kind.replyDueAfter === null)
    .map((kind) => kind.name);
}

/**
 * A lead's answers checked by its kind's schema, on write (storeLead) and on read. Throws when they do not fit:
 * a write stores nothing; a read shows the answers as stored instead (readAnswers).
 */
export function checkAnswers(name: string, answers: unknown): Record<string, unknown> {
  return leadKind(name).answers.parse(answers);
}

/** A stored lead's answers, checked by its kind's schema; answers that no longer fit it are shown as stored. */
export function readAnswers(name: string, answers: unknown): { answers: Record<string, unknown>; checked: boolean } {
  const parsed = leadKind(name).answers.safeParse(answers);
  if (parsed.success) return { answers: parsed.data, checked: true };
  return { answers: (answers ?? {}) as Record<string, unknown>, checked: false };
}

/** Stored answers no schema knows, listed as they are: each key, with its value as text. */
export function rawFields(answers: Record<string, unknown>): LeadField[] {
  return Object.entries(answers).map(([label, value]) => ({
    label,
    value:
      value === null || value === undefined
        ? null
        : Array.isArray(value)
          ? value.map(String)
          : typeof value === "object"
            ? JSON.stringify(value)
            : String(value),
  }));
}

function unknownKind(name: string): LeadKind {
  return {
    name,
    label: name,
    answers: z.record(z.string(), z.unknown()),
    replyDueAfter: null,
    retention: "enquiries",
    fields: (lead) => [
      { label: "Name", value: lead.row.name },
      { label: "Email", value: lead.row.email },
      ...rawFields(lead.answers),
    ],
    contextParts: () => [],
    ownMessage: () => null,
  };
}
