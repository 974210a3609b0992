/**
 * The newsletter's emails: the confirmation (double opt-in), the welcome
 * sent on confirmation, and the notice to an address that is already
 * subscribed. Every one carries its unsubscribe link in the body and in the
 * List-Unsubscribe headers (RFC 2369, with one-click unsubscribe: RFC 8058).
 * Pure functions; compose() escapes every value for the HTML part.
 */
import { site } from "~/content/site";
import { compose, type EmailContent, type EmailFooterLink } from "../runtime/email-compose";
import type { OutgoingEmail } from "../runtime/mailer.server";

export type NewsletterLinks = {
  /** the subscriber's own unsubscribe page (and one-click POST target) */
  unsubscribeUrl: string;
  /** the Insights page */
  insightsUrl: string;
};

/** The headers that let mail programs show an Unsubscribe button and unsubscribe in one click. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const unsubscribeLink = (url: string): EmailFooterLink => ({
  lead: "Don't want these emails?",
  label: "Unsubscribe",
  url,
});

/** An email's content with its unsubscribe headers, ready for the outbox. */
function withUnsubscribe(to: string, content: EmailContent, links: NewsletterLinks): OutgoingEmail {
  return { to, ...content, headers: listUnsubscribeHeaders(links.unsubscribeUrl) };
}

export function newsletterConfirmationMessage(to: string, confirmUrl: string, links: NewsletterLinks): OutgoingEmail {
  return withUnsubscribe(
    to,
    compose(
      `Please confirm your subscription to ${site.name} Insights`,
      [
        "Hello,",
        `Thanks for signing up for the ${site.name} Insights newsletter: one practical idea on pricing, operations, succession or systems, every week.`,
        "Please confirm that this is your address and that you'd like to receive it. The link works for 7 days. Until you confirm, we won't send you the newsletter.",
        "If you didn't sign up, ignore this email and you won't hear from us again.",
      ],
      { label: "Confirm my subscription", url: confirmUrl },
      unsubscribeLink(links.unsubscribeUrl),
    ),
    links,
  );
}

export function newsletterWelcomeMessage(to: string, links: NewsletterLinks): OutgoingEmail {
  return withUnsubscribe(
    to,
    compose(
      `Welcome to ${site.name} Insights`,
      [
        "Hello,",
        "Your subscription is confirmed. Each week we'll send you one practical idea for running an owner-led business in South Africa: pricing, operations, succession, leadership and smart systems, in plain language.",
        "In the meantime, the latest insights are on our website.",
        `You can unsubscribe at any time with the link at the foot of every email, or by writing to ${site.contact.privacyEmail}.`,
      ],
      { label: "Read the latest insights", url: links.insightsUrl },
      unsubscribeLink(links.unsubscribeUrl),
    ),
    links,
  );
}

export function newsletterAlreadySubscribedMessage(to: string, links: NewsletterLinks): OutgoingEmail {
  return withUnsubscribe(
    to,
    compose(
      `You're already subscribed to ${site.name} Insights`,
      [
        "Hello,",
        "Someone (perhaps you) asked to sign this address up for the Insights newsletter, but it is already subscribed, so nothing has changed.",
        "If you no longer want the newsletter, use the unsubscribe link below.",
      ],
      { label: "Read the latest insights", url: links.insightsUrl },
      unsubscribeLink(links.unsubscribeUrl),
    ),
    links,
  );
}

/** An issue's words, as composed in the admin. */
export type IssueText = { subject: string; intro: string };
/** A post an issue presents, with its absolute address. */
export type IssuePost = { title: string; summary: string; url: string };

/** The intro's paragraphs: a blank line separates two. */
export function introParagraphs(intro: string): string[] {
  return intro
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/**
 * An issue of the newsletter: the intro, then each chosen post (its title, summary and link), a link to the
 * Insights page, and the subscriber's own unsubscribe link in the body and the List-Unsubscribe headers. A test
 * copy (sent to a member of staff) says so in its subject and first line, and carries no List-Unsubscribe headers:
 * the person it goes to may not be a subscriber at all.
 */
export function newsletterIssueMessage(
  to: string,
  issue: IssueText,
  posts: IssuePost[],
  links: NewsletterLinks,
  { test = false }: { test?: boolean } = {},
): OutgoingEmail {
  const content = compose(
    test ? `[Test] ${issue.subject}` : issue.subject,
    [
      ...(test ? ["This is a test copy. Each subscriber's copy carries their own unsubscribe link."] : []),
      ...introParagraphs(issue.intro),
    ],
    { label: "Read more insights", url: links.insightsUrl },
    unsubscribeLink(links.unsubscribeUrl),
    posts.map((post) => ({ ...post, linkLabel: "Read the full insight" })),
  );
  return test ? { to, ...content } : withUnsubscribe(to, content, links);
}
