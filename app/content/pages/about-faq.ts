/**
 * Frequently Asked Questions (/about/faq): the six questions owners ask
 * before they call.
 */
import type { MarketingPage } from "./types";

export const aboutFaqPage = {
  path: "/about/faq",
  title: "Frequently Asked Questions",
  description:
    "Answers to what owners ask before working with Kestrel Advisory: systems, fees, measuring success, how fast it works, your part and who does the work.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "About", href: "/about" },
    { label: "FAQ", href: "/about/faq" },
  ],
  sections: [
    {
      kind: "hero",
      id: "faq-hero",
      eyebrow: "FAQ",
      heading: "Frequently asked questions",
      intro: "The questions owners ask us most before their first call. If yours isn't here, ask us directly.",
      // The page's one Contact us link follows the answers.
      actions: [{ label: "Book a Free Strategy Call", href: "/book/strategy-call", emphasis: "primary" }],
    },
    {
      kind: "faq",
      id: "questions",
      eyebrow: "Questions and answers",
      heading: "Before you call",
      items: [
        {
          question: "Will we have to replace our systems?",
          answer:
            "Rarely. Most businesses already pay for software that could do far more. We start with what you have, configure it properly and connect it. We only recommend a new system when the figures show it pays back, and we say so before you spend anything.",
        },
        {
          question: "How do you charge?",
          answer:
            "Mostly fixed fees in rand per project or 90-day sprint, agreed before the work starts. We also offer performance-linked fees, where part of our fee depends on the result, and hourly advice for smaller questions. See How We Work for the four models.",
        },
        {
          question: "How do you measure success?",
          answer:
            "With two or three numbers agreed at the start: for example hours a week the owner spends in the business, gross margin, debtor days or on-time delivery. We measure them before we begin and report them monthly.",
        },
        {
          question: "How quickly will we see an impact?",
          answer:
            "The first quick wins usually land within 30 days. The bigger changes, such as a team that runs without you or margins that stay up, take one or two 90-day sprints.",
        },
        {
          question: "What do you need from us?",
          answer:
            "About two hours a week of the owner's time at the start, access to your figures and systems, and a manager or two who will own the new way of working. We do the heavy lifting.",
        },
        {
          question: "Who actually does the work?",
          answer:
            "A senior lead adviser who stays with you from start to finish, with specialists from our network for finance, systems or operations as needed. No handing you over to a junior after the sale.",
        },
      ],
      actions: [{ label: "Contact us", href: "/contact", emphasis: "primary" }],
    },
  ],
} satisfies MarketingPage;
