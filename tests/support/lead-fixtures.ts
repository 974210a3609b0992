/**
 * Leads of all four kinds for the admin tests: contact requests and
 * marketplace submissions stored as the forms store them (with their two
 * outbox emails), newsletter sign-ups (the lead and its subscription) and
 * Ready-to-talk requests inserted directly.
 * Each may be given its received time, so the inbox's order is known.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads, newsletterSubscribers, type SubscriptionState } from "~/db/schema";
import { PRIVACY_NOTICE_VERSION } from "~/content/leads";
import { createContactRequest, createMarketplaceSubmission } from "~/lib/leads/leads.server";
import { ContactRequestSchema } from "~/lib/leads/contact-schema";
import { MarketplaceSubmissionSchema } from "~/lib/leads/marketplace-schema";

export const NOTIFY = "leads@kestrel.test";

type Common = { createdAt?: Date; query?: Record<string, string> };

export async function addContact(fields: Record<string, unknown> & Common = {}): Promise<string> {
  const { createdAt, query = {}, ...values } = fields;
  const input = ContactRequestSchema.parse({
    name: "Thandi Mokoena",
    email: `thandi-${crypto.randomBytes(3).toString("hex")}@example.co.za`,
    phone: "+27 82 123 4567",
    business: "Mokoena Logistics",
    turnover: "r10m-r50m",
    pain: ["cashflow", "other"],
    painOther: "Stock counts never match",
    goals: "Take a month off.",
    consent: "on",
    ...values,
  });
  const { id } = await createContactRequest(input, {
    idempotencyKey: crypto.randomUUID(),
    sourcePath: "/contact",
    query,
    notifyTo: NOTIFY,
  });
  if (createdAt) await db().update(leads).set({ createdAt }).where(eq(leads.id, id));
  return id;
}

export async function addMarketplace(fields: Record<string, unknown> & Common = {}): Promise<string> {
  const { createdAt, query = {}, ...values } = fields;
  const input = MarketplaceSubmissionSchema.parse({
    firstName: "Pieter",
    lastName: "van der Merwe",
    email: `pieter-${crypto.randomBytes(3).toString("hex")}@example.co.za`,
    phone: "",
    userType: "seller",
    businessSector: "agriculture",
    annualRevenue: "10-50m",
    timeframeToSell: "6-12months",
    additionalInfo: "Family farm, third generation.",
    consent: "on",
    ...values,
  });
  const { id } = await createMarketplaceSubmission(input, {
    idempotencyKey: crypto.randomUUID(),
    sourcePath: "/marketplace",
    query,
    notifyTo: NOTIFY,
  });
  if (createdAt) await db().update(leads).set({ createdAt }).where(eq(leads.id, id));
  return id;
}

/** A newsletter sign-up: its lead (kind "newsletter") and the subscription it made. Returns the lead's id. */
export async function addNewsletter(
  email: string,
  options: Common & { subscription?: SubscriptionState } = {},
): Promise<string> {
  return db().transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        kind: "newsletter",
        email: email.toLowerCase(),
        sourcePath: "/insights",
        query: { purpose: "Send the Insights newsletter", ...options.query },
        consentAt: new Date(),
        noticeVersion: PRIVACY_NOTICE_VERSION,
        idempotencyKey: crypto.randomUUID(),
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      })
      .returning({ id: leads.id });
    await tx.insert(newsletterSubscribers).values({
      email: email.toLowerCase(),
      subscription: options.subscription ?? "confirmed",
      confirmedAt: options.subscription === "pending" ? null : new Date(),
      leadId: lead.id,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    });
    return lead.id;
  });
}

/** A "Ready to talk" request, without its emails. */
export async function addReadyToTalk(
  email: string,
  options: Common & { industry?: string | null; goal?: string } = {},
): Promise<string> {
  const industry = options.industry === undefined ? "manufacturing" : options.industry;
  const [row] = await db()
    .insert(leads)
    .values({
      kind: "ready-to-talk",
      email: email.toLowerCase(),
      answers: { ...(industry ? { industry } : {}), goal: options.goal ?? "operations", consent: true },
      sourcePath: "/services",
      query: { purpose: "Arrange the call asked for", ...options.query },
      consentAt: new Date(),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      idempotencyKey: crypto.randomUUID(),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: leads.id });
  return row.id;
}

/** A time `minutes` after a fixed start, so tests can order leads exactly. */
export function at(minutes: number): Date {
  return new Date(Date.UTC(2025, 2, 1, 8, 0) + minutes * 60_000);
}
