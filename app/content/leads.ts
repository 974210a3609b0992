/**
 * Copy for the two lead pages (/contact and /marketplace): heroes, steps,
 * side panel, privacy notices and the messages the visitor sees afterwards.
 * Typed data only: no JSX, no server imports.
 */
import { site } from "./site";

/**
 * The version of the privacy notices below, stored with each lead's consent:
 * the year and month of the privacy policy they link to (its "Last updated").
 * Change it whenever a notice's wording or the policy's changes.
 */
export const PRIVACY_NOTICE_VERSION = "2026-12";

export type PrivacyNotice = { collected: string; purpose: string; link: { label: string; href: string } };

export const contactPage = {
  path: "/contact",
  title: "Book a Value Mapping Call",
  description:
    "Tell us about your business in three short steps and we'll contact you within 24 hours to book a free 30-minute Value Mapping Call.",
  hero: {
    eyebrow: "Contact",
    heading: "Book your free Value Mapping Call",
    intro:
      "Three short steps, about two minutes. Tell us where the business is and where you want it to go, and we'll come to the call prepared.",
  },
  formHeading: "Tell us about your business",
  steps: ["Your details", "Snapshot", "Goals & submit"],
  topicLead: "You're asking about:",
  industryLead: "Your industry:",
  fields: {
    name: "Your name",
    email: "Email",
    phone: "Phone (optional)",
    phoneHint: "Include the country code if you're outside South Africa.",
    business: "Business name",
    turnover: "Annual turnover",
    turnoverPlaceholder: "Choose a range",
    pain: "Where does it hurt most? (pick 1–3)",
    painOther: "Tell us more about “something else”",
    painOtherHint: "Tick “Something else” above to describe it.",
    goals: "What would you like to achieve in the next 12 months?",
    goalsHint: "Optional, up to 500 characters.",
    consent: {
      before: "I agree to the ",
      link: "privacy policy",
      after: " and to Kestrel Advisory contacting me about this request.",
    },
  },
  buttons: { next: "Next", back: "Back", submit: "Request My Call", submitting: "Submitting..." },
  success: {
    title: "Request submitted successfully!",
    description: "We'll contact you within 24 hours to schedule your Value Mapping Call.",
  },
  failure: {
    title: "Submission failed",
    description: "There was an error submitting your request. Please try again or contact us directly.",
  },
  notice: {
    collected:
      "We collect your name, contact details, business snapshot and goals, and the page or link that brought you here.",
    purpose:
      "We use them only to respond to this request and prepare your Value Mapping Call. We don't sell your information or add you to a mailing list.",
    link: { label: "Read our privacy policy", href: "/privacy-policy#information-we-collect" },
  } satisfies PrivacyNotice,
  aside: {
    heading: "Get in touch",
    email: site.contact.email,
    location: site.contact.location,
    responseTime: site.contact.responseTime,
    expectHeading: "What to expect",
    expect: [
      "A free 30-minute consultation: the Value Mapping Call",
      "A clear view of where time and margin are leaking",
      "Two or three practical next steps you can act on",
      "No obligation and no hard sell",
    ],
  },
} as const;

/** Why a contact request is processed: stored with the consent. */
export const CONTACT_PURPOSE = "Respond to the enquiry and arrange a Value Mapping Call";

export const marketplacePage = {
  path: "/marketplace",
  title: "Buy or Sell a Business Confidentially",
  description:
    "Thinking of selling your business or buying one in South Africa? Register your interest confidentially. No obligation; we reply within 1–2 business days.",
  hero: {
    eyebrow: "Confidential marketplace",
    heading: "Buy or Sell a Business—Confidentially",
    intro:
      "Whether you're ready to sell or looking for the right business to buy, tell us what you have in mind. We introduce serious buyers and sellers, with both sides' agreement.",
    cta: "Get Started",
    promises: ["Discreet: your details are never published", "No obligation", "We reply within 1–2 business days"],
  },
  formHeading: "Register your interest",
  steps: ["About you", "The business", "Final details"],
  stepTwoHeading: { seller: "The business you want to sell", buyer: "The business you're looking for" },
  fields: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone (optional)",
    userType: "I want to",
    businessSector: "Business sector",
    annualRevenue: "Annual revenue",
    timeframeToSell: "Timeframe to sell",
    industryInterest: "Industry interest",
    dealSize: "Deal size",
    region: "Region",
    placeholder: "Choose one",
    additionalInfo: "Anything else we should know? (optional)",
    additionalInfoHint: "For example what makes the business attractive, or what you're looking for in a deal.",
    consent: {
      before: "I agree to the ",
      link: "privacy policy",
      after: " and to Kestrel Advisory contacting me about this submission.",
    },
  },
  buttons: { next: "Next", back: "Back", submit: "Submit your interest", submitting: "Submitting..." },
  thanks: {
    heading: "Thanks — we've received your submission",
    body: "A specialist will review and contact you within 1–2 business days",
    home: "Back to homepage",
  },
  failure: contactPage.failure,
  notice: {
    collected:
      "We collect your name, contact details, whether you're buying or selling and the deal details you choose to share.",
    purpose:
      "We use them only to assess a possible fit and to contact you about it. We act as an introducer only and never share your details with the other side without your agreement.",
    link: { label: "Read our privacy policy", href: "/privacy-policy#information-we-collect" },
  } satisfies PrivacyNotice,
} as const;

/** Why a marketplace submission is processed: stored with the consent. */
export const MARKETPLACE_PURPOSE =
  "Assess a possible buyer-seller fit and contact the visitor about it (introducer only)";

/** Answers to requests the form guard refuses. */
export const formGuardMessages = {
  rateLimited: "Too many submissions. Please wait a few minutes and try again.",
  tooLarge: "Your submission is too large. Please shorten your answers and try again.",
  crossOrigin: "This request came from another site and was blocked. Please reload the page and try again.",
  unsupported: "This form could not be read. Please reload the page and try again.",
} as const;
