/**
 * The privacy policy as the page renders it (ADR 038): its retention table states a period for every kind of
 * personal data the daily retention run deletes or empties, read from the same periods, and its "Last updated"
 * is the month of the notice version each consent records.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { LegalText } from "~/components/sections/legal-text";
import { PRIVACY_NOTICE_VERSION } from "~/content/leads";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { RETENTION_PERIODS } from "~/content/legal/retention-periods";

const html = renderToStaticMarkup(createElement(LegalText, { document: privacyPolicy }));

/** The rendered retention table's rows, each as its cells' text. */
function retentionRows(): string[][] {
  const section = html.slice(html.indexOf('id="retention"'));
  const table = section.slice(0, section.indexOf("</table>"));
  return [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) =>
    [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) =>
      cell.replace(/&quot;/g, '"').replace(/&#x27;/g, "'"),
    ),
  );
}

describe("the privacy policy's retention table", () => {
  test("states the periods of undelivered emails, unconfirmed accounts and sign-ups, and the audit log's addresses", () => {
    const period = (label: string) => retentionRows().find((row) => row[0].startsWith(label))?.[1];
    expect(RETENTION_PERIODS).toMatchObject({
      undeliveredEmails: { days: 30 },
      unconfirmedAccounts: { days: 30 },
      unconfirmedSignUps: { days: 30 },
      auditAddresses: { days: 90 },
    });
    expect(period("Emails we could not deliver")).toBe("30 days after we first tried to send them, then deleted");
    expect(period("User accounts whose email address is never confirmed")).toBe(
      "30 days after you sign up, then deleted",
    );
    expect(period("Newsletter sign-ups that are never confirmed")).toBe("30 days after you sign up, then deleted");
    expect(period("IP addresses in our audit log")).toBe("90 days, then removed from the record");
    // What was there stays.
    expect(period("Copies of the emails we send you")).toBe("30 days after sending");
    expect(period("Enquiries that do not become engagements")).toBe("24 months, then deleted or anonymised");
  });

  test("the policy's last update is the month of the notice version consents record", () => {
    expect(html).toContain(`Last updated: ${privacyPolicy.lastUpdated}`);
    const [year, month] = PRIVACY_NOTICE_VERSION.split("-").map(Number);
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-GB", {
      month: "long",
      timeZone: "UTC",
    });
    expect(privacyPolicy.lastUpdated).toBe(`${monthName} ${year}`);
    expect(PRIVACY_NOTICE_VERSION).toBe("2026-12");
  });
});
