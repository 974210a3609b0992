/**
 * Copy for the "Ready to talk" form on the Services page: fields, privacy
 * notice and consent, and the messages the visitor sees afterwards.
 * Typed data only: no JSX, no server imports.
 */
import type { PrivacyNotice } from "./leads";

/** Why a Ready-to-talk request is processed: stored with the consent. */
export const READY_TO_TALK_PURPOSE = "Reply to the request and book a call about the chosen goal, if any";

export const readyToTalk = {
  id: "ready-to-talk",
  eyebrow: "Ready to talk?",
  heading: "Tell us where you want to go, and we'll book a call",
  intro:
    "Leave your email, and your industry and goal if you like, and we'll reply within 24 hours to book a free 30-minute call. No obligation, no hard sell.",
  fields: {
    industry: "Your industry (optional)",
    industryPlaceholder: "Choose your industry",
    email: "Email",
    goal: "What would you like to talk about? (optional)",
    goalPlaceholder: "Choose a goal",
    consent: {
      before: "I agree to the ",
      link: "privacy policy",
      after: " and to Kestrel Advisory contacting me about this request.",
    },
  },
  button: "Book a call",
  submitting: "Sending...",
  samplePlan: { label: "Get a sample plan", href: "/contact" },
  success: {
    title: "Thanks, we've got your request",
    description: "We'll email you within 24 hours to book your call. Check your inbox for our confirmation.",
  },
  failure: {
    title: "Submission failed",
    description: "There was an error submitting your request. Please try again or contact us directly.",
  },
  notice: {
    collected:
      "We collect your email address, the industry and goal you choose, if any, and the page you sent them from.",
    purpose:
      "We use them only to reply and book your call. We don't sell your information or add you to a mailing list.",
    link: { label: "Read our privacy policy", href: "/privacy-policy#information-we-collect" },
  } satisfies PrivacyNotice,
} as const;
