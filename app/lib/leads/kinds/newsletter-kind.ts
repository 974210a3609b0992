/**
 * A newsletter sign-up's lead: the address and its consent record. The subscription it made (pending, confirmed,
 * unsubscribed) is a table of its own with its own lifecycle (newsletter_subscribers, which names this lead); the
 * lead shows its state. No reply is promised.
 */
import * as z from "zod/mini";
import { LEAD_TYPE_LABELS, SUBSCRIPTION_LABELS } from "~/content/admin-leads";
import { REPLY_DUE_AFTER } from "~/content/lead-follow-up";
import { formatDateTime } from "../../pages/format";
import type { LeadKind } from "../lead-kinds";

export const NewsletterAnswersSchema = z.object({});

const when = (value: Date | string | null | undefined) => (value ? formatDateTime(value) : null);

export const NEWSLETTER_KIND: LeadKind<z.output<typeof NewsletterAnswersSchema>> = {
  name: "newsletter",
  label: LEAD_TYPE_LABELS.newsletter,
  answers: NewsletterAnswersSchema,
  replyDueAfter: REPLY_DUE_AFTER.newsletter,
  retention: null,
  fields: ({ row, subscription }) => [
    { label: "Email", value: row.email },
    {
      label: "Subscription",
      value: subscription ? (SUBSCRIPTION_LABELS[subscription.subscription] ?? subscription.subscription) : null,
    },
    { label: "Confirmed", value: when(subscription?.confirmedAt) },
    { label: "Unsubscribed", value: when(subscription?.unsubscribedAt) },
  ],
  contextParts: ({ subscription }) => [
    subscription
      ? `Subscription: ${SUBSCRIPTION_LABELS[subscription.subscription] ?? subscription.subscription}`
      : null,
  ],
  ownMessage: () => null,
};
