import { readEmails, waitForEmail, firstLink } from "../support/mail";
import { e2e } from "./environment";
import { confirmEmail, createVerifiedUser, expect, signIn, signUp, test, uniqueEmail } from "./fixtures";
import { adminKey, enterCode } from "./staff";

test.describe("accounts", () => {
  test("sign up, confirm by email, sign in and sign out", async ({ page }) => {
    const email = uniqueEmail("journey");
    const password = "correct horse battery";
    await signUp(page, email, password);

    // Signing in before confirming is refused, with a clear reason.
    await signIn(page, email, password);
    await expect(page.getByText("Please confirm your email address before signing in")).toBeVisible();

    await confirmEmail(page, email);
    await signIn(page, email, password);
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Successfully signed in")).toBeVisible();

    const account = page.getByRole("button", { name: email });
    await expect(account).toBeVisible();
    await account.click();
    await expect(page.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(page.getByRole("button", { name: email })).toHaveCount(0);
  });

  test("a signed-in visitor to /auth goes to the home page", async ({ page }) => {
    const user = await createVerifiedUser(page);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL("/");
    await page.goto("/auth");
    await expect(page).toHaveURL("/");
  });

  test("sign-up checks the confirmation and the password length", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password", { exact: true }).fill("long enough password");
    await page.getByLabel("Confirm password").fill("a different password");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByText("Passwords do not match").first()).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();
  });

  test("password can be shown and hidden", async ({ page }) => {
    await page.goto("/auth");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret value here");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide", exact: true }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  test("signing up again with an existing email says the same and tells the owner", async ({ page }) => {
    const user = await createVerifiedUser(page);
    await signUp(page, user.email, "another long password");
    const notice = await waitForEmail(e2e.mailDir, user.email, /tried to create/);
    expect(notice.text).toContain("you already have an account");
  });

  test("wrong password gets one message that does not reveal whether the account exists", async ({ page }) => {
    const user = await createVerifiedUser(page);
    await signIn(page, user.email, "not the right password");
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await signIn(page, uniqueEmail("nobody"), "not the right password");
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
  });

  test("password reset by email", async ({ page }) => {
    const user = await createVerifiedUser(page);
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account exists for that email")).toBeVisible();

    const message = await waitForEmail(e2e.mailDir, user.email, /Reset your/);
    await page.goto(firstLink(message));
    await page.getByLabel("New password").fill("a brand new password");
    await page.getByLabel("Confirm password").fill("a brand new password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Sign in with your new password.")).toBeVisible();

    await signIn(page, user.email, user.password);
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await signIn(page, user.email, "a brand new password");
    await expect(page).toHaveURL("/");
  });

  test("an emailed link cut short by a mail client opens a page that explains it, not an error in JSON", async ({
    page,
  }) => {
    // Our emails carry a callbackURL; a mail client that cuts the link loses it, and Better Auth then answers in JSON.
    await page.goto("/api/auth/verify-email?token=not-a-real-token");
    await expect(page).toHaveURL("/auth?error=INVALID_TOKEN");
    await expect(
      page.getByText("This confirmation link is invalid or has expired. Sign in to receive a new one."),
    ).toBeVisible();

    await page.goto("/api/auth/reset-password/not-a-real-token");
    await expect(page).toHaveURL("/auth/reset-password?error=INVALID_TOKEN");
    await expect(page.getByText("This reset link is invalid or has expired. Please request a new one.")).toBeVisible();

    // A script asking for JSON still gets Better Auth's answer.
    const api = await page.request.get("/api/auth/verify-email?token=not-a-real-token", {
      headers: { accept: "application/json" },
      maxRedirects: 0,
    });
    expect(api.status()).toBe(401);
    expect(await api.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  test("sign-in is rate limited per client", async ({ page }) => {
    // AUTH_RATE_LIMITS["/sign-in/email"]: 30 a minute per client address. Each attempt names another address, so the
    // per-account limit (ten wrong passwords) never answers; all but the last two through the API, as a script would.
    for (let attempt = 1; attempt <= 28; attempt++) {
      const response = await page.request.post("/api/auth/sign-in/email", {
        data: { email: uniqueEmail(`brute-${attempt}`), password: `wrong password ${attempt}` },
        headers: { origin: e2e.baseURL },
      });
      expect(response.status()).toBe(401);
    }
    await signIn(page, uniqueEmail("brute-29"), "wrong password 29");
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await signIn(page, uniqueEmail("brute-30"), "wrong password 30");
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await signIn(page, uniqueEmail("brute-31"), "wrong password 31");
    await expect(page.getByText("Too many attempts. Please wait a minute and try again.")).toBeVisible();
  });

  test("emails are delivered over SMTP to the visitor's address", async ({ page }) => {
    const email = uniqueEmail("smtp");
    await signUp(page, email, "correct horse battery");
    const message = await waitForEmail(e2e.mailDir, email, /Confirm your/);
    expect(message.to).toContain(email);
    expect(firstLink(message)).toContain(`${e2e.baseURL}/api/auth/verify-email?token=`);
    expect(readEmails(e2e.mailDir).length).toBeGreaterThan(0);
  });
});

test.describe("protected pages", () => {
  test("the signed-out are sent to /auth", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("a signed-in non-admin sees Access Denied with status 403", async ({ page }) => {
    const user = await createVerifiedUser(page);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL("/");
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  });

  test("an admin reaches the dashboard from the account menu and returns after sign-in", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    await page.getByLabel("Email").fill(e2e.admin.email);
    await page.getByLabel("Password", { exact: true }).fill(e2e.admin.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await enterCode(page, adminKey(), { backup: true });
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { name: "Blog Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Posts" })).toBeVisible();

    await page.goto("/");
    await page.getByRole("button", { name: e2e.admin.email }).click();
    await page.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL("/admin");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the account forms still work: sign-up, errors and sign-in", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL("/auth?mode=signup");
    const email = `nojs-${Date.now()}@example.co.za`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a long enough password");
    await page.getByLabel("Confirm password").fill("something else entirely");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("a long enough password");
    await page.getByLabel("Confirm password").fill("a long enough password");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Please check your email to confirm your account");

    await page.goto("/auth");
    await page.getByLabel("Email").fill(e2e.admin.email);
    await page.getByLabel("Password", { exact: true }).fill(e2e.admin.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await enterCode(page, adminKey(), { backup: true });
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("button", { name: e2e.admin.email })).toBeVisible();
  });
});

test("the account menu works from the keyboard: open on the first item, arrows, Escape back to the button", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(e2e.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(e2e.admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await enterCode(page, adminKey(), { backup: true });
  await expect(page).toHaveURL("/");
  const button = page.getByRole("button", { name: e2e.admin.email });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("menu", { name: "Account" });
  await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});
