/** Leads for the admin specs: a contact request posted as the form posts it without JavaScript, and an inbox row. */
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { e2e } from "./environment";
import { expect, uniqueEmail } from "./fixtures";

/** A contact request posted straight to the form's action (as the form does without JavaScript, in one go). */
export async function postContactRequest(
  page: Page,
  lead: { name: string; email?: string; business: string; goals?: string },
) {
  const response = await page.request.post("/contact", {
    form: {
      intent: "submit",
      step: "3",
      idempotencyKey: crypto.randomUUID(),
      website: "",
      name: lead.name,
      email: lead.email ?? uniqueEmail("lead"),
      business: lead.business,
      turnover: "r3m-r10m",
      consent: "on",
      ...(lead.goals ? { goals: lead.goals } : {}),
    },
    headers: { Origin: e2e.baseURL },
  });
  expect(response.status()).toBe(200);
}

/** The inbox table's row whose heading cell is `name`. */
export const inboxRow = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
