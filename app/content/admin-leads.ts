/**
 * Copy for the admin's leads inbox, lead pages, data requests (POPIA access
 * and erasure) and the email outbox. Typed data only: no JSX, no server imports.
 */
import type { LeadStatus, LeadType, OutboxStatus, SubscriptionState } from "~/db/schema";

export const LEAD_TYPE_LABELS = {
  contact: "Contact request",
  marketplace: "Marketplace",
  newsletter: "Newsletter",
  "ready-to-talk": "Ready to talk",
} as const satisfies Record<LeadType, string>;

export const LEAD_STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
} as const satisfies Record<LeadStatus, string>;

export const SUBSCRIPTION_LABELS = {
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
} as const satisfies Record<SubscriptionState, string>;

export const OUTBOX_STATUS_LABELS = {
  pending: "Pending",
  sent: "Sent",
  dead: "Dead",
} as const satisfies Record<OutboxStatus, string>;

/** The keys of a label map, in its order, typed as its keys. */
export function labelKeys<K extends string>(labels: Record<K, string>): K[] {
  return Object.keys(labels) as K[];
}

export const leadMessages = {
  noteRequired: "Please write a note before saving.",
  noteTooLong: (max: number) => `A note can be at most ${max.toLocaleString("en")} characters.`,
  noteAdded: "Note added",
  statusInvalid: "Please choose one of the statuses.",
  statusChanged: "Status changed",
  statusUnchanged: (status: string) => `The status was already ${status}`,
  leadGone: "That lead no longer exists. It may have been erased.",
  notUnderstood: "That request was not understood. Please try again.",
  saveFailed: "The change could not be saved. Please try again.",
  loadFailed: "Failed to load data",
} as const;

export const personMessages = {
  emailInvalid: "Please enter a valid email address.",
  nothingHeld: "Nothing is held about this address.",
  erased: "Their data was erased",
  eraseFailed: "The data could not be erased. Nothing was deleted. Please try again.",
  exportFailed: "The data could not be exported. Please try again.",
  confirmTitle: "Erase everything held about this person?",
  confirmWarning:
    "This permanently deletes the rows listed below, in one step. It cannot be undone. The audit log keeps only a fingerprint of the address and the counts.",
} as const;

export const outboxMessages = {
  retried: "Email queued again",
  retryGone: "That email can no longer be retried: it has been sent or removed.",
} as const;
