/**
 * A lead left unanswered past its due time is shown as overdue: on a server of the spec's own whose clock the
 * test moves forward (tests/support/shifted-clock.mjs) instead of waiting days. The lead is listed under Overdue,
 * marked "Overdue" in words, and counted in the navigation.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { temporaryDir } from "../support/environment";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { freePort, startServer, stopServers, waitForSetupLink, waitHealthy } from "../support/server-process";
import { enrolTwoFactor } from "../support/two-factor";
import { expect, test } from "./fixtures";
import { enterCode } from "./staff";

const PASSWORD = "a long owner password";
const FIVE_DAYS = 5 * 24 * 60 * 60 * 1000;

test("a lead nobody answers becomes overdue once its due time passes", async ({ page }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = temporaryDir("kestrel-overdue");
  const database = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : undefined;
  try {
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      PUBLIC_URL: base,
      TRUST_PROXY: "loopback",
      // The session must outlast the days the clock is moved on by.
      SESSION_IDLE_HOURS: "240",
      SESSION_MAX_DAYS: "30",
      NODE_OPTIONS: `--import ${path.resolve("tests/support/shifted-clock.mjs")}`,
      CLOCK_STEP_MS: String(FIVE_DAYS),
    });
    await waitHealthy(port, server);

    // A visitor's contact request, as the form posts it without JavaScript.
    const name = `Unanswered ${crypto.randomBytes(3).toString("hex")}`;
    const posted = await page.request.post(`${base}/contact`, {
      form: {
        intent: "submit",
        step: "3",
        idempotencyKey: crypto.randomUUID(),
        website: "",
        name,
        email: "overdue@example.co.za",
        business: "Late Co",
        turnover: "r3m-r10m",
        consent: "on",
      },
      headers: { Origin: base },
    });
    expect(posted.status()).toBeLessThan(400);

    // The first admin, from the setup link the fresh install printed, with two-factor sign-in turned on.
    const link = await waitForSetupLink(server, base);
    await page.goto(link);
    await page.getByLabel("Email").fill("owner@example.co.za");
    await page.getByLabel("Your name").fill("Thabo Owner");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Join the team" }).click();
    await expect(page).toHaveURL(`${base}/admin/security`);
    // Turned on in another session, which signs this one out (ADR 040): this browser signs in again, with a code.
    const key = await enrolTwoFactor(base, { email: "owner@example.co.za", password: PASSWORD }, "198.51.100.77");
    await page.goto(`${base}/auth`);
    await page.getByLabel("Email").fill("owner@example.co.za");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await enterCode(page, key);

    const views = page.getByRole("list", { name: "Lead views" });
    await page.goto(`${base}/admin/leads?view=overdue`);
    await expect(page.getByRole("heading", { level: 1, name: "Leads: Overdue" })).toBeVisible();
    await expect(page.getByText("No matching leads")).toBeVisible();
    await expect(views.getByRole("link", { name: "Overdue 0", exact: true })).toBeVisible();
    await page.goto(`${base}/admin/leads?view=unassigned`);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await expect(row).toContainText("Due");
    await expect(row).not.toContainText("Overdue");

    // Five days on, nobody having replied.
    server.child.kill("SIGUSR2");
    await expect.poll(() => server.output()).toContain("clock moved on");

    await page.goto(`${base}/admin/leads?view=overdue`);
    await expect(row).toBeVisible();
    await expect(row.getByText("Overdue", { exact: true })).toBeVisible();
    await expect(views.getByRole("link", { name: "Overdue 1", exact: true })).toHaveAttribute("aria-current", "page");
  } finally {
    await page.goto("about:blank");
    stopServers();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
