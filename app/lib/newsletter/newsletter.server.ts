/**
 * The Insights newsletter, with double opt-in. A sign-up stores the address
 * (lowercased, one subscription per address) as pending, its marketing
 * consent on the sign-up's lead (kind "newsletter", which the subscription
 * names), and queues a confirmation email with a signed link in the same
 * transaction; following the link confirms the subscription and queues a
 * welcome email. Every newsletter email carries a signed unsubscribe link
 * that works without signing in. The visitor always gets the same answer,
 * whether or not the address was already subscribed.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { emailOutbox, leads, newsletterSubscribers } from "~/db/schema";
import { PRIVACY_NOTICE_VERSION } from "~/content/leads";
import {
  NEWSLETTER_PURPOSE,
  newsletterBlock,
  newsletterConfirmPage,
  newsletterUnsubscribePage,
} from "~/content/newsletter";
import { env } from "../runtime/env.server";
import type { StoredSubmission, SubmissionOrigin } from "../forms/stored-submission";
import {
  newsletterAlreadySubscribedMessage,
  newsletterConfirmationMessage,
  newsletterWelcomeMessage,
  type NewsletterLinks,
} from "./newsletter-emails";
import {
  signConfirmToken,
  signUnsubscribeToken,
  verifyConfirmToken,
  verifyUnsubscribeToken,
} from "./newsletter-tokens.server";
import { enqueueEmail } from "../runtime/outbox.server";
import {
  EMPTY_NEWSLETTER_VALUES,
  NewsletterSignupSchema,
  readNewsletterForm,
  type NewsletterSignupInput,
} from "./newsletter-schema";
import { singleFormAction } from "../forms/single-form-action.server";
import { NEWSLETTER_KIND } from "../leads/kinds/newsletter-kind";

// ---------------------------------------------------------------- links

/** The subscriber's confirmation link (valid for 7 days from `now`). */
export function confirmUrl(subscriberId: string, now = Date.now()): string {
  return `${env().publicUrl}${newsletterConfirmPage.path}?token=${signConfirmToken(env().authSecret, subscriberId, now)}`;
}

/** The subscriber's unsubscribe link (it does not expire). */
export function unsubscribeUrl(subscriberId: string): string {
  return `${env().publicUrl}${newsletterUnsubscribePage.path}?token=${signUnsubscribeToken(env().authSecret, subscriberId)}`;
}

function links(subscriberId: string): NewsletterLinks {
  return { unsubscribeUrl: unsubscribeUrl(subscriberId), insightsUrl: `${env().publicUrl}/insights` };
}

/** Queues an email about `email`'s subscription (so an erasure request removes it too). */
async function queue(tx: Queryable, message: Parameters<typeof enqueueEmail>[1]) {
  await enqueueEmail(tx, { ...message, concerns: message.to });
}

// ---------------------------------------------------------------- sign-up

export type SubscribeOutcome =
  /** a new address, or one that had unsubscribed: pending, confirmation sent */
  | "subscribed"
  /** still pending: a fresh consent record and the confirmation sent again */
  | "resent"
  /** already confirmed: nothing changes; a notice goes to the address */
  | "already-confirmed"
  /** the same form sent again: nothing happens */
  | "duplicate";

/** `id` is the subscription's (the one its links name); `leadId` the sign-up's lead, its consent record. */
export type SubscribeResult = StoredSubmission & { outcome: SubscribeOutcome; leadId: string };

/**
 * Signs an address up (pending until confirmed) and queues the confirmation,
 * in one transaction. The sign-up is a lead of kind "newsletter" holding the
 * consent record; the subscription names it. `context.idempotencyKey`
 * identifies this submission (on its lead): a resend changes nothing and
 * sends nothing.
 */
export async function subscribeToNewsletter(
  input: NewsletterSignupInput,
  context: SubmissionOrigin & { now?: number },
): Promise<SubscribeResult> {
  const email = input.email.toLowerCase();
  const consent = {
    sourcePath: context.sourcePath,
    query: { ...context.query, purpose: NEWSLETTER_PURPOSE },
    consentAt: sql`now()`,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    idempotencyKey: context.idempotencyKey,
  };
  const sendConfirmation = (tx: Queryable, id: string) =>
    queue(tx, newsletterConfirmationMessage(email, confirmUrl(id, context.now), links(id)));

  return db().transaction(async (tx): Promise<SubscribeResult> => {
    /** The submission stored under this key, if it was: its lead, and the subscription that names it. */
    const bySubmission = async (): Promise<SubscribeResult | null> => {
      const [first] = await tx
        .select({ leadId: leads.id, subscriberId: newsletterSubscribers.id })
        .from(leads)
        .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.leadId, leads.id))
        .where(eq(leads.idempotencyKey, context.idempotencyKey))
        .limit(1);
      if (!first) return null;
      return { id: first.subscriberId ?? first.leadId, leadId: first.leadId, duplicate: true, outcome: "duplicate" };
    };

    const seen = await bySubmission();
    if (seen) return seen;

    // This sign-up's lead; none when the same submission was stored meanwhile (its key is taken).
    const [lead] = await tx
      .insert(leads)
      .values({ kind: NEWSLETTER_KIND.name, email, answers: {}, replyDueAt: null, ...consent })
      .onConflictDoNothing()
      .returning({ id: leads.id });
    if (!lead) {
      const first = await bySubmission();
      if (!first) throw new Error("The sign-up's idempotency key is taken, yet no lead holds it.");
      return first;
    }

    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, subscription: "pending", leadId: lead.id })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (created) {
      await sendConfirmation(tx, created.id);
      return { id: created.id, leadId: lead.id, duplicate: false, outcome: "subscribed" };
    }

    // The address is known: lock its subscription and decide.
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!existing) throw new Error("The subscription was removed while the address signed up again.");
    // The subscription keeps the lead of its sign-up, renewed below; this one's lead stands in only when it has none.
    let leadId = lead.id;
    if (existing.leadId) {
      await tx.delete(leads).where(eq(leads.id, lead.id));
      leadId = existing.leadId;
    }
    if (existing.subscription === "confirmed") {
      if (existing.leadId) {
        await tx.update(leads).set({ idempotencyKey: context.idempotencyKey }).where(eq(leads.id, leadId));
      } else {
        await tx.update(newsletterSubscribers).set({ leadId }).where(eq(newsletterSubscribers.id, existing.id));
      }
      await queue(tx, newsletterAlreadySubscribedMessage(email, links(existing.id)));
      return { id: existing.id, leadId, duplicate: false, outcome: "already-confirmed" };
    }
    // Pending, or unsubscribed earlier: pending again, with this sign-up's consent.
    await tx
      .update(newsletterSubscribers)
      .set({ subscription: "pending", confirmedAt: null, unsubscribedAt: null, leadId })
      .where(eq(newsletterSubscribers.id, existing.id));
    if (existing.leadId) await tx.update(leads).set(consent).where(eq(leads.id, leadId));
    await sendConfirmation(tx, existing.id);
    return {
      id: existing.id,
      leadId,
      duplicate: false,
      outcome: existing.subscription === "pending" ? "resent" : "subscribed",
    };
  });
}

/** The sign-up form's action (the /insights page posts to it). */
export const newsletterSignupAction = singleFormAction({
  form: "newsletter",
  empty: EMPTY_NEWSLETTER_VALUES,
  failure: newsletterBlock.failure,
  readValues: readNewsletterForm,
  schema: NewsletterSignupSchema,
  store: subscribeToNewsletter,
});

// ---------------------------------------------------------------- the subscriber a link names

type Subscriber = typeof newsletterSubscribers.$inferSelect;

/**
 * Runs `change` on the subscriber a link names, its row locked, in one transaction; "invalid" when there is no
 * such subscriber.
 */
function changeSubscriber<R>(
  subscriberId: string,
  change: (tx: Queryable, row: Subscriber) => Promise<R>,
): Promise<R | { state: "invalid" }> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriberId))
      .for("update");
    return row ? change(tx, row) : { state: "invalid" as const };
  });
}

// ---------------------------------------------------------------- confirm

export type ConfirmResult =
  | { state: "confirmed"; email: string; firstTime: boolean }
  /** a forged, damaged or unknown link */
  | { state: "invalid" }
  /** older than 7 days */
  | { state: "expired" }
  /** the address unsubscribed after the link was sent */
  | { state: "withdrawn" };

/**
 * Confirms the subscription a confirmation link names and queues the
 * welcome email, in one transaction. Following the link again changes nothing.
 */
export async function confirmSubscription(token: unknown, options: { now?: number } = {}): Promise<ConfirmResult> {
  const check = verifyConfirmToken(env().authSecret, token, options.now);
  if (!check.ok) return { state: check.reason };
  return changeSubscriber(check.subscriberId, async (tx, row): Promise<ConfirmResult> => {
    if (row.subscription === "unsubscribed") return { state: "withdrawn" };
    if (row.subscription === "confirmed") return { state: "confirmed", email: row.email, firstTime: false };
    await tx
      .update(newsletterSubscribers)
      .set({ subscription: "confirmed", confirmedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, row.id));
    await queue(tx, newsletterWelcomeMessage(row.email, links(row.id)));
    return { state: "confirmed", email: row.email, firstTime: true };
  });
}

// ---------------------------------------------------------------- unsubscribe

export type UnsubscribeState =
  | { state: "subscribed"; email: string }
  | { state: "unsubscribed"; email: string }
  | { state: "invalid" };

/** Whom an unsubscribe link names, and whether that address is still subscribed (pending counts). */
export async function readUnsubscribeLink(token: unknown): Promise<UnsubscribeState> {
  const check = verifyUnsubscribeToken(env().authSecret, token);
  if (!check.ok) return { state: "invalid" };
  const [row] = await db()
    .select({ email: newsletterSubscribers.email, subscription: newsletterSubscribers.subscription })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, check.subscriberId));
  if (!row) return { state: "invalid" };
  return { state: row.subscription === "unsubscribed" ? "unsubscribed" : "subscribed", email: row.email };
}

/**
 * Unsubscribes the address an unsubscribe link names, at once and without
 * signing in, and withdraws its newsletter emails still waiting in the
 * outbox. Unsubscribing again changes nothing.
 */
export async function unsubscribe(token: unknown): Promise<UnsubscribeState> {
  const check = verifyUnsubscribeToken(env().authSecret, token);
  if (!check.ok) return { state: "invalid" };
  return changeSubscriber(check.subscriberId, async (tx, row): Promise<UnsubscribeState> => {
    if (row.subscription !== "unsubscribed") {
      await tx
        .update(newsletterSubscribers)
        .set({ subscription: "unsubscribed", unsubscribedAt: sql`now()` })
        .where(eq(newsletterSubscribers.id, row.id));
      await tx
        .delete(emailOutbox)
        .where(
          and(
            eq(emailOutbox.concerns, row.email),
            eq(emailOutbox.status, "pending"),
            isNotNull(sql`${emailOutbox.headers} ->> 'List-Unsubscribe'`),
          ),
        );
    }
    return { state: "unsubscribed", email: row.email };
  });
}
