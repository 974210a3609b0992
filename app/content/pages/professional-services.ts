/**
 * Professional Services (/who-we-help/professional-services): practices that
 * bill for expertise and lose hours to admin.
 */
import type { MarketingPage } from "./types";

const call = {
  label: "Book a Practice Review Call",
  href: "/book/diagnostic-call?lead=professional-services",
  emphasis: "primary",
} as const;

export const professionalServicesPage = {
  path: "/who-we-help/professional-services",
  title: "Professional Services",
  description:
    "For South African accounting, legal, engineering, architecture and consulting practices: more billable hours, faster billing and smoother onboarding.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Who We Help", href: "/who-we-help" },
    { label: "Professional Services", href: "/who-we-help/professional-services" },
  ],
  sections: [
    {
      kind: "hero",
      id: "professional-services-hero",
      eyebrow: "Professional Services",
      heading: "Bill for your expertise, not your admin",
      intro:
        "Partners in small and mid-sized practices lose a day a week to chasing information, capturing time and following up invoices. We fix the way work comes in, flows through and gets billed, so your people spend their hours on clients.",
      actions: [call, { label: "See how we work", href: "/how-we-work", emphasis: "secondary" }],
    },
    {
      kind: "cardGrid",
      id: "practices",
      eyebrow: "Who we work with",
      heading: "Six kinds of practice",
      columns: 3,
      cards: [
        {
          title: "Accounting & tax practices",
          icon: "receipt",
          body: "Month-end and SARS deadlines without the annual scramble for client documents.",
        },
        {
          title: "Law firms",
          icon: "scale",
          body: "Matter intake, trust accounting discipline and billing that keeps up with the work.",
        },
        {
          title: "Engineering consultancies",
          icon: "wrench",
          body: "Project budgets tracked weekly and variations billed before they are forgotten.",
        },
        {
          title: "Architecture & design studios",
          icon: "pen-tool",
          body: "Fee stages invoiced on time and scope creep caught early.",
        },
        {
          title: "Management & IT consultancies",
          icon: "network",
          body: "Utilisation, pipeline and delivery on one page for every partner.",
        },
        {
          title: "Financial advisers & brokers",
          icon: "shield-check",
          body: "Client reviews scheduled, FAIS records complete and follow-ups automatic.",
        },
      ],
    },
    {
      kind: "list",
      id: "challenges",
      tone: "sand",
      eyebrow: "Challenges and solutions",
      heading: "Where the hours go, and how we get them back",
      style: "numbered",
      items: [
        {
          title: "Chasing clients for documents → a client portal with automatic reminders",
          body: "Clients upload what you need against a checklist; reminders go out on their own until it is complete.",
        },
        {
          title: "Time captured on Friday from memory → time captured as the work happens",
          body: "Simple timers and templates per matter or project, so billable hours stop leaking.",
        },
        {
          title: "Invoices at month end, paid in 60 days → billing monthly on work in progress",
          body: "WIP reviewed weekly, invoices out on the first working day, and statements and reminders automated.",
        },
        {
          title: "Partners doing associate work → a clear delivery structure",
          body: "Work allocated by level, reviewed at set points, with partners' time kept for advice and new clients.",
        },
      ],
      aside: {
        title: "Typical results in six months",
        body: "Utilisation up 10 to 15 points, debtor days down by 20, and partners reclaiming four to six hours a week.",
        actions: [call],
      },
    },
    {
      kind: "steps",
      id: "client-journey",
      eyebrow: "The client journey",
      heading: "Four stages every client passes through",
      intro: "We design each one so that it runs the same way for every client, whoever is busy.",
      steps: [
        {
          title: "Enquiry & engagement",
          icon: "message",
          body: "Enquiries answered the same day, a scoped proposal and an engagement letter signed online.",
        },
        {
          title: "Onboarding",
          icon: "clipboard-list",
          body: "FICA and POPIA checks, a document checklist and a kickoff meeting booked in days, not weeks.",
        },
        {
          title: "Delivery",
          icon: "workflow",
          body: "Work tracked against budget, with clients updated automatically at each milestone.",
        },
        {
          title: "Billing & review",
          icon: "receipt",
          body: "Monthly billing, automatic reminders and a short review that brings the next piece of work.",
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "get-started",
      tone: "sand",
      eyebrow: "Get started",
      heading: "Three ways to begin",
      columns: 3,
      cards: [
        {
          title: "Practice review call",
          icon: "calendar-check",
          body: "Thirty minutes, free. We look at your utilisation, billing and debtor figures and tell you where the hours go.",
          link: { label: "Book a review call", href: "/book/diagnostic-call?lead=professional-services" },
        },
        {
          title: "Free automations assessment",
          icon: "bot",
          body: "Ten questions on calls, leads, invoicing and data. Your score and three quick wins in three minutes.",
          link: { label: "Take the assessment", href: "/automations-assessment" },
        },
        {
          title: "Read our insights",
          icon: "lightbulb",
          body: "Practical articles on pricing, operations and technology for owner-led practices.",
          link: { label: "Browse insights", href: "/insights" },
        },
      ],
    },
    {
      kind: "ctaBand",
      id: "professional-services-cta",
      heading: "Give your people their billable hours back",
      intro: "Book a free practice review call and leave with the three changes that would pay back first.",
      actions: [call],
      notes: ["Free 30-minute call", "POPIA-aware systems", "Fixed fees in rand"],
    },
  ],
} satisfies MarketingPage;
