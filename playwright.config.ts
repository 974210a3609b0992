import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./tests/support/chromium";
import { e2e } from "./tests/e2e/environment";

/**
 * Specs of what the browser does with a page (markup, widgets, layout, the header and footer) whose pages write
 * nothing and read at most the published insights, which insights.spec and the integration tests check on every
 * database. A second run of the same checkout against another database leaves them out with SKIP_PAGE_SPECS=1.
 */
const PAGE_SPECS = [
  "automations-assessment.spec.ts",
  "document-head.spec.ts",
  "font-fallback.spec.ts",
  "home.spec.ts",
  "page-budgets.spec.ts",
  "industries.spec.ts",
  "automations.spec.ts",
  "pages.spec.ts",
  "service-pages.spec.ts",
  "services-pages.spec.ts",
  "shell.spec.ts",
  "smart-systems.spec.ts",
  "static-html.spec.ts",
  "without-javascript.spec.ts",
];

/**
 * Specs of what staff and visitors do through forms (sign-in, the editors, the inbox, the public forms) whose database
 * work is plain reads and writes in one request: the same statements the Vitest integration tests run on both
 * databases. Nothing in them depends on which database answers: no second instance, no job's lock, no notification,
 * no lost connection, no backup (those specs stay in both runs). A second run of the same checkout against another
 * database leaves them out with SKIP_FLOW_SPECS=1 (ADR 057).
 */
const FLOW_SPECS = [
  "admin-leads.spec.ts",
  "admin-posts.spec.ts",
  "auth.spec.ts",
  "before-hydration.spec.ts",
  "contact.spec.ts",
  "insights.spec.ts",
  "lead-bulk.spec.ts",
  "lead-follow-up.spec.ts",
  "lead-overview.spec.ts",
  "marketplace.spec.ts",
  "newsletter-send.spec.ts",
  "newsletter.spec.ts",
  "page-editor.spec.ts",
  "page-settings.spec.ts",
  "post-images.spec.ts",
  "ready-to-talk.spec.ts",
  "sessions.spec.ts",
  "site-settings.spec.ts",
  "two-factor.spec.ts",
];

/** The specs a second run leaves out, by its switches. */
const leftOut = [
  ...(process.env.SKIP_PAGE_SPECS === "1" ? PAGE_SPECS : []),
  ...(process.env.SKIP_FLOW_SPECS === "1" ? FLOW_SPECS : []),
];

export default defineConfig({
  testDir: "tests/e2e",
  // Switches for a second run against another database (scripts/test.ts): without the accessibility scans, every one
  // titled "... axe violations", without the page behaviour specs and without the form flows.
  grepInvert: process.env.SKIP_AXE === "1" ? /axe violations/ : undefined,
  testIgnore: leftOut.length > 0 ? leftOut.map((file) => `**/${file}`) : undefined,
  outputDir: e2e.outputDir,
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // One more try on CI, where two busy cores now and then stall a test past its time (ADR 013). The list reporter
  // names every test that needed it as flaky, and each is still fixed at its cause.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // The run ends with the spec files that took longest (their tests' time summed), to show where the run's time goes.
  reportSlowTests: { max: 12, threshold: 60_000 },
  use: {
    baseURL: e2e.baseURL,
    // Recording a trace costs each test about 40% more time on two busy cores, pass or fail: on CI only the retry of
    // a failed test records one (a test that fails twice has its trace; one that passes on the retry, the retry's).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
