import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import {
  existingAccountMessage,
  resetPasswordMessage,
  signInFailuresMessage,
  verifyEmailMessage,
} from "~/lib/accounts/account-emails";
import { escapeHtml, type EmailContent } from "~/lib/runtime/email-compose";

describe("escapeHtml", () => {
  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });
  it("escapes ampersands first, so existing entities are escaped once", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });
  it("leaves ordinary text alone", () => {
    expect(escapeHtml("Kestrel Advisory · R5 000")).toBe("Kestrel Advisory · R5 000");
  });
});

const hostileUrl = `http://localhost:3999/api/auth/verify-email?token=abc&callbackURL=%2F"><script>alert('x')</script>`;

const messages: [string, (url: string) => EmailContent, RegExp][] = [
  ["verifyEmailMessage", verifyEmailMessage, /^Confirm your Kestrel Advisory account$/],
  ["resetPasswordMessage", resetPasswordMessage, /^Reset your Kestrel Advisory password$/],
  ["existingAccountMessage", existingAccountMessage, /tried to create a Kestrel Advisory account/],
  ["signInFailuresMessage", signInFailuresMessage, /^Repeated failed sign-ins to your Kestrel Advisory account$/],
];

describe.each(messages)("%s", (_name, build, subject) => {
  it("has its subject and puts the link in the text and the html", () => {
    const url = "https://www.example.co.za/api/auth/verify-email?token=t0k3n&callbackURL=%2F";
    const message = build(url);
    expect(message.subject).toMatch(subject);
    expect(message.text).toContain(url);
    expect(message.html).toContain(escapeHtml(url));
    expect(message.html).toContain(`href="${escapeHtml(url)}"`);
    expect(message.text).toContain(site.contact.email);
    expect(message.html).toMatch(/^<!doctype html>/);
  });

  it("escapes the link in the html and keeps it verbatim in the text", () => {
    const message = build(hostileUrl);
    expect(message.text).toContain(hostileUrl);
    expect(message.html).not.toContain("<script>");
    expect(message.html).not.toContain(`"><script`);
    expect(message.html).not.toContain("alert('x')");
    expect(message.html).toContain(escapeHtml(hostileUrl));
  });
});

describe("message wording", () => {
  it("the existing-account notice says the address already has an account", () => {
    expect(existingAccountMessage("https://x.example/auth").text).toContain("you already have an account");
  });
  it("the failed sign-ins warning says no action is needed if it was them, and how to reset the password", () => {
    const message = signInFailuresMessage("https://x.example/auth/forgot-password");
    expect(message.text).toContain("several times in a row with the wrong password");
    expect(message.text).toContain("If it was you, no action is needed");
    expect(message.text).toContain("Reset my password: https://x.example/auth/forgot-password");
    expect(message.html).toContain(`href="https://x.example/auth/forgot-password"`);
  });
  it("puts plain paragraphs into the html unchanged and escapes each value once", () => {
    const message = resetPasswordMessage("https://x.example/reset?a=1&b=2");
    expect(message.html).toContain("The link is valid for one hour and can be used once.");
    expect(message.html).toContain("https://x.example/reset?a=1&amp;b=2");
    expect(message.html).not.toContain("&amp;amp;");
  });
});
