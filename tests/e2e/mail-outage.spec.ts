/**
 * Leads survive a mail outage: with the SMTP server down, visitors' contact
 * requests are still accepted and stored, and once it is back the outbox
 * delivers every notification and confirmation, each exactly once. The test
 * runs its own server (and its own database) so that no other server's outbox
 * worker can deliver these messages for it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { contactFormFields } from "../support/contact-form";
import { readEmails } from "../support/mail";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, waitHealthy } from "../support/server-process";
import { e2e } from "./environment";

// Beside the suite's own server (4173 by default: 4203 and 4204), so runs on other ports never collide.
const PORT = e2e.port + 30;
const SMTP_PORT = e2e.port + 31;
const NOTIFY = "leads@outage.test";
const base = `http://127.0.0.1:${PORT}`;

let sink: MailSink | undefined;
let postgres: EmptyPostgresDatabase | undefined;

test.afterEach(async () => {
  stopServers();
  await sink?.close();
  sink = undefined;
  await postgres?.drop();
  postgres = undefined;
});

test("leads submitted while SMTP is down are stored, and every email goes out once it is back", async ({ page }) => {
  test.setTimeout(150_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-outage-"));
  const mailDir = path.join(dataDir, "received");
  if (process.env.DATABASE_URL) postgres = await createEmptyPostgresDatabase();
  const server = startServer({
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? "",
    PUBLIC_URL: base,
    // Nothing listens here until the test starts the sink.
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    LEADS_NOTIFY_TO: NOTIFY,
    LOG_LEVEL: "warn",
  });
  await waitHealthy(PORT, server);

  // One visitor through the real form, four more posting it as a browser without JavaScript would.
  const names = Array.from({ length: 5 }, (_, i) => `Outage Owner ${i} ${Date.now().toString(36)}`);
  await page.goto(`${base}/contact`);
  await page.getByLabel("Your name").fill(names[0]);
  await page.getByLabel("Email").fill("owner0@example.co.za");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Business name").fill("Outage Holdings 0");
  await page.getByLabel("Annual turnover").selectOption("r3m-r10m");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Request My Call" }).click();
  await expect(page.getByText("Request submitted successfully!")).toBeVisible();

  for (const [i, name] of names.entries()) {
    if (i === 0) continue;
    const response = await page.request.post(`${base}/contact`, {
      form: contactFormFields({
        name,
        email: `owner${i}@example.co.za`,
        business: `Outage Holdings ${i}`,
        turnover: "r3m-r10m",
      }),
      headers: { Origin: base, "X-Forwarded-For": `198.51.100.${i}` },
    });
    expect(response.status()).toBe(200);
  }

  // The server tried and failed: nothing could have arrived, and it says why in its log.
  await expect.poll(() => server.output(), { timeout: 20_000 }).toContain("email delivery failed");
  expect(server.child.exitCode).toBeNull();

  // SMTP comes back; the outbox retries on its own (the first retry is 30 s after a failure).
  sink = await startMailSink(mailDir, SMTP_PORT);
  const received = () => readEmails(mailDir);
  await expect
    .poll(() => received().length, { timeout: 100_000, intervals: [1_000] })
    .toBeGreaterThanOrEqual(names.length * 2);
  // Give a duplicate a moment to show itself, then count exactly.
  await page.waitForTimeout(2_000);
  const emails = received();
  for (const [i, name] of names.entries()) {
    expect(
      emails.filter((m) => m.to.includes(NOTIFY) && m.subject.includes(name)),
      name,
    ).toHaveLength(1);
    expect(
      emails.filter((m) => m.to.includes(`owner${i}@example.co.za`)),
      name,
    ).toHaveLength(1);
  }
  expect(emails).toHaveLength(names.length * 2);
});
