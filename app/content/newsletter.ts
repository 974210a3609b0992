/**
 * Copy for the Insights newsletter: the sign-up block on /insights, its
 * privacy notice and consent, and the confirm and unsubscribe pages.
 * Typed data only: no JSX, no server imports.
 */
import type { PrivacyNotice } from "./leads";
import { site } from "./site";

/** Why a subscriber's address is processed: stored with the (marketing) consent. */
export const NEWSLETTER_PURPOSE = "Send the weekly Insights newsletter by email (marketing, double opt-in)";

export const newsletterBlock = {
  heading: "Get insights in your inbox",
  intro:
    "Join 500+ South African business owners who get one practical idea on pricing, operations, succession or systems every week. No spam; unsubscribe at any time.",
  fields: {
    email: "Email address",
    consent: {
      before: "Yes, email me the weekly Insights newsletter. I agree to the ",
      link: "privacy policy",
      after: " and can unsubscribe at any time.",
    },
  },
  button: "Get insights",
  submitting: "Signing you up...",
  success: "Almost there: please check your inbox and click the link in our email to confirm your subscription.",
  failure: {
    title: "Sign-up failed",
    description: `There was an error signing you up. Please try again, or email ${site.contact.email}.`,
  },
  notice: {
    collected: "We collect only your email address, and when and where you signed up.",
    purpose:
      "We use it only to send the Insights newsletter, once you confirm by email. Every email has an unsubscribe link, and we never share your address.",
    link: { label: "Read our privacy policy", href: "/privacy-policy#direct-marketing" },
  } satisfies PrivacyNotice,
} as const;

export const newsletterConfirmPage = {
  path: "/newsletter/confirm",
  title: "Confirm your subscription",
  description: "Confirm your subscription to the Kestrel Advisory Insights newsletter.",
  confirmed: {
    heading: "You're subscribed",
    body: "Thanks for confirming. The Insights newsletter will arrive in your inbox every week, and we've sent you a welcome email. Every email has a link to unsubscribe at any time.",
  },
  invalid: {
    heading: "This confirmation link isn't valid",
    body: "The link may be incomplete: check that you copied the whole address from the email. Or sign up again and we'll send you a new link.",
  },
  expired: {
    heading: "This confirmation link has expired",
    body: "Confirmation links work for 7 days. Sign up again and we'll send you a new one.",
  },
  withdrawn: {
    heading: "This confirmation link is no longer valid",
    body: "This address was unsubscribed after the link was sent, so we haven't subscribed it. If you'd like the newsletter after all, sign up again.",
  },
  back: "Back to Insights",
  signUpAgain: "Sign up again",
} as const;

export const newsletterUnsubscribePage = {
  path: "/newsletter/unsubscribe",
  title: "Unsubscribe from Insights",
  description: "Stop receiving the Kestrel Advisory Insights newsletter.",
  ready: {
    heading: "Unsubscribe from Insights",
    before: "Stop sending the weekly Insights newsletter to ",
    after: "? You can sign up again at any time.",
    button: "Unsubscribe",
    submitting: "Unsubscribing...",
    keep: "Keep my subscription",
  },
  done: {
    heading: "You're unsubscribed",
    before: "We won't send the Insights newsletter to ",
    after: " again. Changed your mind? You can sign up again on the Insights page at any time.",
  },
  invalid: {
    heading: "This unsubscribe link isn't valid",
    body: `The link may be incomplete: check that you copied the whole address from the email. Or write to ${site.contact.privacyEmail} and we'll unsubscribe you.`,
  },
  failure: `We couldn't unsubscribe you just now. Please try again in a minute, or write to ${site.contact.privacyEmail} and we'll do it for you.`,
  back: "Back to Insights",
} as const;
