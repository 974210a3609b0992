/**
 * Booking a call as visitors and staff do it: an admin makes themself the host of the Value Mapping Call; a visitor
 * books by keyboard alone, another without JavaScript, one in London sees their own times; two visitors take the same
 * time and the second is offered the nearest free ones with what they typed kept; the visitor moves the call from the
 * emailed link, then cancels it, and the link stops working; the host finds the call in the calendar and the inbox and
 * marks nothing before it begins; axe on every booking page.
 */
import type { Locator, Page } from "@playwright/test";
import { waitForEmail, type ReceivedEmail } from "../support/mail";
import { expectNoViolations } from "./axe";
import { e2e } from "./environment";
import { expect, test, uniqueEmail } from "./fixtures";
import { signInAsAdmin } from "./staff";

const CALL = "/book/value-mapping-call";
const BOOKED = "Your call is booked";

// One host's times, taken one after another: each booking takes the next free one.
test.describe.configure({ mode: "serial" });
// A browser on the firm's clock, unless a test says otherwise: one on another adds its own zone to the address.
test.use({ timezoneId: "Africa/Johannesburg" });

/** Presses Tab until `target` has the focus (a person reaching it by keyboard), then returns. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The visitor's link of one purpose in an email's text. */
function linkIn(email: ReceivedEmail, purpose: "reschedule" | "cancel" | "booked"): string {
  const link = new RegExp(`https?://\\S+/book/${purpose}/[A-Za-z0-9_-]+`).exec(email.text)?.[0];
  if (!link) throw new Error(`No ${purpose} link in "${email.subject}"`);
  return new URL(link).pathname;
}

/** Picks the first free day, then its `nth` time, by clicking the links. */
async function pickTime(page: Page, nth = 0) {
  await page.getByRole("region", { name: "1. Pick a day" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/day=/);
  await page.getByRole("region", { name: "2. Pick a time" }).getByRole("link").nth(nth).click();
  await expect(page).toHaveURL(/time=/);
}

async function fillDetails(page: Page, email: string, name = "Thandi Mokoena") {
  await page.getByLabel("Annual turnover").selectOption({ label: "R5 million to R20 million" });
  await page.getByLabel("What would you most like to talk about? (optional)").fill("Pricing and margins");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Business name").fill("Mokoena Logistics");
  await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
}

test.beforeAll(async ({ browser }) => {
  // The e2e admin hosts the Value Mapping Call: one named host, weekdays 09:00 to 17:00 (the default hours).
  const page = await browser.newPage({
    baseURL: e2e.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": "2001:db8:b00c::1" },
  });
  await signInAsAdmin(page);
  await page.goto("/admin/calendar/call-types");
  await page.getByRole("link", { name: "Value Mapping Call" }).click();
  await page.getByRole("radio", { name: /One named host/ }).check();
  const hosts = page.getByRole("group", { name: "Hosts" });
  await hosts.getByRole("checkbox", { name: /^admin/ }).check();
  await page.getByRole("button", { name: "Save call type" }).click();
  await expect(page.getByText("Call type saved").or(page.getByText("Nothing changed")).first()).toBeVisible();
  await page.close();
});

test("the booking pages list the calls and explain the times, with no accessibility violations", async ({ page }) => {
  await page.goto("/book");
  await expect(page.getByRole("heading", { level: 1, name: "Book a call" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Value Mapping Call" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("link", { name: "Choose a time: Value Mapping Call" }).click();
  await expect(page).toHaveURL(CALL);
  await expect(page.getByRole("heading", { level: 1, name: "Value Mapping Call" })).toBeVisible();
  await expect(page.getByText("30 minutes")).toBeVisible();
  await pickTime(page);
  await expect(page.getByRole("heading", { level: 2, name: "3. Your details" })).toBeVisible();
  await expectNoViolations(page);
});

test.describe("by keyboard alone", () => {
  test("a visitor picks a day, a time, answers and books, and the confirmation offers the calendar file and links", async ({
    page,
  }) => {
    const email = uniqueEmail("keyboard");
    await page.goto(CALL);
    await expect(page.getByText("Times are in South African time (SAST).")).toBeVisible();
    const firstDay = page.getByRole("region", { name: "1. Pick a day" }).getByRole("link").first();
    await tabTo(page, firstDay);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/day=/);
    const firstTime = page.getByRole("region", { name: "2. Pick a time" }).getByRole("link").first();
    await tabTo(page, firstTime);
    const chosen = (await firstTime.innerText()).trim();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/time=/);
    await expect(page.locator("p", { hasText: "Your call:" })).toContainText(chosen);

    await tabTo(page, page.getByLabel("Annual turnover"));
    await page.keyboard.type("R5");
    await expect(page.getByLabel("Annual turnover").locator("option:checked")).toHaveText("R5 million to R20 million");
    await tabTo(page, page.getByLabel("Your name"));
    await page.keyboard.type("Keyboard Visitor");
    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel("Business name"));
    await page.keyboard.type("Keys & Co");
    const consent = page.getByRole("checkbox", { name: /I agree to the privacy policy/ });
    await tabTo(page, consent);
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Book the call" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 1, name: BOOKED })).toBeVisible();
    await expect(page.getByText(chosen).first()).toBeVisible();
    const calendarFile = page.getByRole("link", { name: "Add to your calendar (.ics)" });
    const file = await page.request.get((await calendarFile.getAttribute("href"))!);
    expect(file.headers()["content-type"]).toContain("text/calendar");
    const text = await file.text();
    expect(text).toContain("METHOD:REQUEST");
    expect(text).toContain("SEQUENCE:0");
    await expect(page.getByRole("link", { name: "Reschedule" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel the call" })).toBeVisible();
    await expectNoViolations(page);

    const mail = await waitForEmail(e2e.mailDir, email, /Your Value Mapping Call is booked/);
    expect(mail.text).toContain(`${chosen}`);
    expect(mail.raw).toMatch(/text\/calendar/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the days and times are links and the form posts; the zone form adds the visitor's times", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto(CALL);
    await page.getByLabel("Also show times in").selectOption("Europe/London");
    await page.getByRole("button", { name: "Show times" }).click();
    await expect(page).toHaveURL(/tz=Europe%2FLondon/);
    await expect(page.getByText("Times are in South African time (SAST) and in your time (London).")).toBeVisible();
    await pickTime(page, 1);
    await expect(page).toHaveURL(/tz=Europe%2FLondon/);
    await fillDetails(page, email, "No Script");
    await page.getByRole("button", { name: "Book the call" }).click();
    await expect(page.getByRole("heading", { level: 1, name: BOOKED })).toBeVisible();
    await expect(page.getByText("your time (London)")).toBeVisible();
    const mail = await waitForEmail(e2e.mailDir, email, /Your Value Mapping Call is booked/);
    expect(mail.text).toMatch(/Your time: .* \(London\)/);
  });

  test("a refused post keeps everything typed and names each problem", async ({ page }) => {
    await page.goto(CALL);
    await pickTime(page);
    await page.getByLabel("Your name").fill("Kept Name");
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "Book the call" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Please answer “Annual turnover”.")).toBeVisible();
    await expect(page.getByText("Please agree to the privacy policy to continue.")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Kept Name");
    await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
  });

  test("a turnover below the firm's range is offered the contact form instead", async ({ page }) => {
    await page.goto(CALL);
    await pickTime(page);
    await page.getByLabel("Annual turnover").selectOption({ label: "Under R5 million" });
    await page.getByRole("button", { name: "Book the call" }).click();
    await expect(page.getByRole("heading", { name: "The contact form suits this better" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the contact form" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("in London", () => {
  test.use({ timezoneId: "Europe/London" });

  test("the page adds the visitor's own times once its script runs", async ({ page }) => {
    await page.goto(CALL);
    await expect(page).toHaveURL(/tz=Europe%2FLondon/);
    await expect(page.getByText("Times are in South African time (SAST) and in your time (London).")).toBeVisible();
    await page.getByRole("region", { name: "1. Pick a day" }).getByRole("link").first().click();
    await expect(page.getByRole("region", { name: "2. Pick a time" }).getByText("your time").first()).toBeVisible();
  });
});

test("two visitors take the same time: the second sees it was just taken, with the nearest times and what they typed", async ({
  browser,
  page,
}) => {
  await page.goto(CALL);
  await pickTime(page);
  const address = page.url();
  const other = await browser.newPage({
    baseURL: e2e.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": "2001:db8:b00c::2" },
  });
  await other.goto(address);
  await fillDetails(other, uniqueEmail("first"), "First Visitor");
  await other.getByRole("button", { name: "Book the call" }).click();
  await expect(other.getByRole("heading", { level: 1, name: BOOKED })).toBeVisible();
  await other.close();

  const second = uniqueEmail("second");
  await fillDetails(page, second, "Second Visitor");
  await page.getByRole("button", { name: "Book the call" }).click();
  await expect(page.getByText("That time was just taken")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Second Visitor");
  await expect(page.getByLabel("Email")).toHaveValue(second);
  const nearest = page.getByRole("group", { name: /Nearest free times/ }).getByRole("radio");
  await expect(nearest.first()).toBeChecked();
  await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
  await page.getByRole("button", { name: "Book the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: BOOKED })).toBeVisible();
});

test("the visitor moves the call from the emailed link, then cancels it; the links then stop working", async ({
  page,
}) => {
  const email = uniqueEmail("mover");
  await page.goto(CALL);
  await pickTime(page);
  await fillDetails(page, email, "Moving Visitor");
  await page.getByRole("button", { name: "Book the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: BOOKED })).toBeVisible();
  const booked = await waitForEmail(e2e.mailDir, email, /is booked/);

  await page.goto(linkIn(booked, "reschedule"));
  await expect(page.getByRole("heading", { level: 1, name: "Move your call" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("region", { name: "1. Pick a day" }).getByRole("link").nth(1).click();
  await page.getByRole("region", { name: "2. Pick a time" }).getByRole("link").first().click();
  await page.getByRole("button", { name: "Move the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your call has been moved" })).toBeVisible();
  const moved = await waitForEmail(e2e.mailDir, email, /has moved/);
  expect(moved.raw).toMatch(/SEQUENCE:1/);

  await page.goto(linkIn(booked, "cancel"));
  await expect(page.getByRole("heading", { level: 1, name: "Cancel your call?" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Cancel the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your call is cancelled" })).toBeVisible();
  const cancelled = await waitForEmail(e2e.mailDir, email, /is cancelled/);
  expect(cancelled.raw).toMatch(/METHOD:CANCEL/);

  for (const purpose of ["reschedule", "cancel"] as const) {
    await page.goto(linkIn(booked, purpose));
    await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
  }
  await expectNoViolations(page);
  await page.goto(linkIn(booked, "booked"));
  await expect(page.getByRole("heading", { level: 1, name: "This call was cancelled" })).toBeVisible();
});

test("the host finds the call in the calendar and the inbox, with its time and the visitor's answers", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("hosted");
  const visitor = await browser.newPage({
    baseURL: e2e.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": "2001:db8:b00c::3" },
  });
  await visitor.goto(CALL);
  await pickTime(visitor);
  await fillDetails(visitor, email, "Hosted Visitor");
  await visitor.getByRole("button", { name: "Book the call" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: BOOKED })).toBeVisible();
  await visitor.close();
  await waitForEmail(e2e.mailDir, e2e.admin.email, /Call booked: Value Mapping Call with Hosted Visitor/);

  await signInAsAdmin(page);
  await page.goto("/admin/calendar");
  await expect(page.getByRole("link", { name: /Hosted Visitor/ })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("link", { name: /Hosted Visitor/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Booked call" })).toBeVisible();
  await expect(page.getByText("Value Mapping Call").first()).toBeVisible();
  await expect(page.getByText(/Call booked for/)).toBeVisible();
  // Not begun: it can be cancelled, not yet marked.
  await expect(page.getByRole("button", { name: "Attended" })).toHaveCount(0);
  await expect(page.getByText("Cancel the call…")).toBeVisible();

  await page.goto("/admin/leads");
  await expect(page.getByRole("row").filter({ hasText: "Hosted Visitor" })).toContainText("Call booked");

  // The host's other screens: hours and days off, and (an admin's) the call types and one call type's form.
  await page.goto("/admin/calendar/hours");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoViolations(page);
  await page.goto("/admin/calendar/call-types");
  await expect(page.getByRole("link", { name: "Value Mapping Call" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("link", { name: "Value Mapping Call" }).click();
  await expect(page.getByRole("button", { name: "Save call type" })).toBeVisible();
  await expectNoViolations(page);
});
