/**
 * The free Automations Assessment (/automations-assessment): ten questions,
 * a score and three quick wins. The questions and scoring are in
 * app/content/automation-assessment.ts, beside the form that asks them.
 */
import type { MarketingPage } from "./types";

export const automationsAssessmentPage = {
  path: "/automations-assessment",
  title: "Free Automations Assessment",
  description:
    "Ten questions, three minutes: see how much of your business runs itself and the three automations that would save you the most time.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Automations", href: "/services/automations" },
    { label: "Free Assessment", href: "/automations-assessment" },
  ],
  sections: [
    {
      kind: "hero",
      id: "assessment-hero",
      eyebrow: "Free Automations Assessment",
      heading: "How much of your business runs itself?",
      intro:
        "Answer ten questions on how you handle calls, leads, invoicing, scheduling, reporting and data. You get a score out of 100 and the three automations we would start with, straight away and without giving us your details.",
      actions: [
        { label: "Start the assessment", href: "/automations-assessment#assessment-questions", emphasis: "primary" },
      ],
      note: "Free · About 3 minutes · Nothing is stored unless you book a call",
    },
    { kind: "automationAssessment", id: "assessment" },
    {
      kind: "faq",
      id: "assessment-faq",
      tone: "sand",
      eyebrow: "Questions",
      heading: "About the assessment",
      items: [
        {
          question: "How is the score worked out?",
          answer:
            "Each answer counts from 0 (done by hand) to 3 (runs itself). Your score is your total as a share of the 30 points possible. The three quick wins are the areas where you scored lowest; where areas tie, we list the one that usually pays back fastest first.",
        },
        {
          question: "Do you keep my answers?",
          answer:
            "No. Your answers live only in the page's address, so you can bookmark or share your result. If you book a call from your result, the contact form carries your answers so we can prepare, and they are stored with your request under our privacy policy.",
        },
        {
          question: "What does a quick win cost?",
          answer:
            "Most quick wins go live within two weeks and cost between R15 000 and R45 000 to set up, depending on the systems you already use. On the call we price the ones that fit your business before you commit to anything.",
        },
        {
          question: "What if my score is already high?",
          answer:
            "Then the gains come from connecting the systems you have and from better reporting. The call is still useful: we look for the places where your team still retypes information or waits on someone.",
        },
      ],
      actions: [
        {
          label: "Book a Free Strategy Call",
          href: "/book/strategy-call?lead=automations-assessment",
          emphasis: "primary",
        },
      ],
    },
  ],
} satisfies MarketingPage;
