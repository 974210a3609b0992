/**
 * The contact form's last step as a browser without JavaScript posts it: every field the three steps carry, with
 * the consent ticked and the honeypot empty. Overrides change or add fields (a name per lead, a key to resend).
 */
import crypto from "node:crypto";

export function contactFormFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "submit",
    step: "3",
    idempotencyKey: crypto.randomUUID(),
    website: "",
    name: "Thandi Mokoena",
    email: "thandi@example.co.za",
    business: "Mokoena Logistics",
    turnover: "r10m-r50m",
    consent: "on",
    ...overrides,
  };
}
