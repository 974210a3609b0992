import { describe, expect, it } from "vitest";
import { compose, escapeHtml } from "~/lib/runtime/email-compose";
import {
  listUnsubscribeHeaders,
  newsletterAlreadySubscribedMessage,
  newsletterConfirmationMessage,
  newsletterWelcomeMessage,
} from "~/lib/newsletter/newsletter-emails";
import type { OutgoingEmail } from "~/lib/runtime/mailer.server";

const TO = "thandi@example.co.za";
const links = {
  unsubscribeUrl: 'https://www.example.co.za/newsletter/unsubscribe?token=abc.def&x="<y>"',
  insightsUrl: "https://www.example.co.za/insights",
};
const CONFIRM = "https://www.example.co.za/newsletter/confirm?token=id.123.sig";

const messages: [string, () => OutgoingEmail, RegExp][] = [
  [
    "confirmation",
    () => newsletterConfirmationMessage(TO, CONFIRM, links),
    /^Please confirm your subscription to Kestrel Advisory Insights$/,
  ],
  ["welcome", () => newsletterWelcomeMessage(TO, links), /^Welcome to Kestrel Advisory Insights$/],
  ["already subscribed", () => newsletterAlreadySubscribedMessage(TO, links), /^You're already subscribed/],
];

describe.each(messages)("the %s email", (_name, build, subject) => {
  it("goes to the subscriber with its subject", () => {
    const message = build();
    expect(message.to).toBe(TO);
    expect(message.subject).toMatch(subject);
  });

  it("carries List-Unsubscribe with one-click unsubscribe", () => {
    expect(build().headers).toEqual({
      "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("has the unsubscribe link in its text and, escaped, in its html", () => {
    const message = build();
    expect(message.text).toContain(`Don't want these emails? Unsubscribe: ${links.unsubscribeUrl}`);
    expect(message.html).toContain(
      `<a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#0f3d3e">Unsubscribe</a>`,
    );
    expect(message.html).not.toContain('"<y>"');
  });
});

describe("the confirmation email", () => {
  it("puts the confirmation link first, so it is the first link of the text", () => {
    const { text, html } = newsletterConfirmationMessage(TO, CONFIRM, links);
    expect(/https?:\/\/\S+/.exec(text)?.[0]).toBe(CONFIRM);
    expect(text).toContain(`Confirm my subscription: ${CONFIRM}`);
    expect(text).toContain("The link works for 7 days.");
    expect(html).toContain(`href="${escapeHtml(CONFIRM)}"`);
  });
});

describe("the welcome email", () => {
  it("links to the insights", () => {
    expect(newsletterWelcomeMessage(TO, links).text).toContain(`Read the latest insights: ${links.insightsUrl}`);
  });
});

describe("listUnsubscribeHeaders", () => {
  it("wraps the address in angle brackets (RFC 2369) and offers one-click (RFC 8058)", () => {
    expect(listUnsubscribeHeaders("https://x.example/u?token=t")).toEqual({
      "List-Unsubscribe": "<https://x.example/u?token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

describe("compose with a footer link", () => {
  it("adds the link after the action and before the signature, in text and html", () => {
    const message = compose(
      "S",
      ["Hello"],
      { label: "Go", url: "https://a.example" },
      { lead: "Lead?", label: "Leave", url: "https://b.example" },
    );
    expect(message.text).toBe(
      "Hello\n\nGo: https://a.example\n\nLead? Leave: https://b.example\n\nKestrel Advisory · hello@kestreladvisory.co.za",
    );
    expect(message.html.indexOf("https://a.example")).toBeLessThan(message.html.indexOf('<a href="https://b.example"'));
  });

  it("leaves messages without one as they were", () => {
    const message = compose("S", ["Hello"]);
    expect(message.text).toBe("Hello\n\nKestrel Advisory · hello@kestreladvisory.co.za");
    expect(message.html).not.toContain("Leave");
  });
});
