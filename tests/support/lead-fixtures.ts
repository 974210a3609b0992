/**
 * Leads of all four kinds for the admin tests: contact requests and
 * marketplace submissions stored as the forms store them (with their two
 * outbox emails), newsletter and Ready-to-talk sign-ups inserted directly.
 * Each may be given its received time, so the inbox's order is known.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  contactRequests,
  marketplaceSubmissions,
  newsletterSubscribers,
  readyToTalkRequests,
  type SubscriptionState,
} from "~/db/schema";
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
  if (createdAt) await db().update(contactRequests).set({ createdAt }).where(eq(contactRequests.id, id));
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
  if (createdAt) await db().update(marketplaceSubmissions).set({ createdAt }).where(eq(marketplaceSubmissions.id, id));
  return id;
}

export async function addNewsletter(
  email: string,
  options: Common & { subscription?: SubscriptionState } = {},
): Promise<string> {
  const [row] = await db()
    .insert(newsletterSubscribers)
    .values({
      email: email.toLowerCase(),
      subscription: options.subscription ?? "confirmed",
      confirmedAt: options.subscription === "pending" ? null : new Date(),
      sourcePath: "/insights",
      query: { purpose: "Send the Insights newsletter", ...options.query },
      consentAt: new Date(),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      idempotencyKey: crypto.randomUUID(),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: newsletterSubscribers.id });
  return row.id;
}

export async function addReadyToTalk(
  email: string,
  options: Common & { industry?: string | null; goal?: string } = {},
): Promise<string> {
  const [row] = await db()
    .insert(readyToTalkRequests)
    .values({
      email: email.toLowerCase(),
      industry: options.industry === undefined ? "manufacturing" : options.industry,
      goal: options.goal ?? "operations",
      consent: true,
      sourcePath: "/services",
      query: { purpose: "Arrange the call asked for", ...options.query },
      consentAt: new Date(),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      idempotencyKey: crypto.randomUUID(),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: readyToTalkRequests.id });
  return row.id;
}

/** A time `minutes` after a fixed start, so tests can order leads exactly. */
export function at(minutes: number): Date {
  return new Date(Date.UTC(2025, 2, 1, 8, 0) + minutes * 60_000);
}
