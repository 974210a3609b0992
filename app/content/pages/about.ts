/**
 * About (/about): who we are, how we work and who does the work.
 */
import type { MarketingPage } from "./types";

export const aboutPage = {
  path: "/about",
  title: "About",
  description:
    "Kestrel Advisory helps South African owner-led businesses run better: systems, customer experience, financial clarity, structure and automation.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "About", href: "/about" },
  ],
  sections: [
    {
      kind: "hero",
      id: "about-hero",
      eyebrow: "About Kestrel Advisory",
      heading: "We help owners build businesses that run well without them",
      intro:
        "Kestrel Advisory works with owner-led businesses across South Africa. We are operators first: people who have run teams, plants, practices and budgets, and who now put the systems and habits in place that let an owner step back without things falling over.",
      actions: [
        { label: "Book a Free Strategy Call", href: "/book/strategy-call", emphasis: "primary" },
        { label: "How we work", href: "/how-we-work", emphasis: "secondary" },
      ],
    },
    {
      kind: "cardGrid",
      id: "principles",
      eyebrow: "Our principles",
      heading: "What we hold ourselves to",
      columns: 4,
      cards: [
        {
          title: "Results in rand",
          icon: "banknote",
          body: "Every piece of work has a target you can measure in money or hours, agreed before we start.",
        },
        {
          title: "Build with your team",
          icon: "users",
          body: "We work beside your people so the new way of working stays when we leave.",
        },
        {
          title: "Owner-light by design",
          icon: "door-open",
          body: "Success means the business needs you less, not that it needs us more.",
        },
        {
          title: "Plain speaking",
          icon: "message",
          body: "If we can't help, or something won't pay back, we say so early.",
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "what-we-do",
      tone: "sand",
      eyebrow: "What we do",
      heading: "Five areas, one goal: a business that runs well",
      columns: 3,
      cards: [
        {
          title: "Systems and SOPs",
          icon: "workflow",
          body: "Written, simple ways of working for sales, delivery, stock and money, kept where your team can find them.",
        },
        {
          title: "Customer experience",
          icon: "handshake",
          body: "Every step from first enquiry to repeat order designed, measured and improved.",
        },
        {
          title: "Financial clarity",
          icon: "chart-line",
          body: "Management accounts, a 13-week cash view and margins by product and customer, every month.",
        },
        {
          title: "Legal and structure",
          icon: "scale",
          body: "Shareholder agreements, company structure and succession, with your attorney and tax adviser.",
        },
        {
          title: "Automation and AI",
          icon: "bot",
          body: "The repetitive work handed to software: calls, follow-ups, invoicing, reminders and reports.",
        },
      ],
    },
    {
      kind: "beforeAfter",
      id: "before-after",
      eyebrow: "The difference",
      heading: "Before and after working with us",
      before: {
        title: "Before",
        items: [
          "The owner answers every question and signs every quote",
          "Month-end figures arrive six weeks late",
          "Customers chase you for updates",
          "Holidays mean the phone never leaves your hand",
        ],
      },
      after: {
        title: "After",
        items: [
          "Managers decide within clear limits",
          "A one-page scorecard every Monday",
          "Customers are updated before they ask",
          "Two weeks away with the business running normally",
        ],
      },
    },
    {
      kind: "cardGrid",
      id: "specialists",
      tone: "sand",
      eyebrow: "Our specialist network",
      heading: "The right specialist for each piece of work",
      intro:
        "A lead adviser stays with you throughout and brings in specialists from our network as the work needs them.",
      columns: 3,
      cards: [
        {
          title: "Operations and customer experience",
          icon: "gauge",
          body: "Former operations managers from manufacturing, distribution, retail and hospitality.",
        },
        {
          title: "Finance and deals",
          icon: "banknote",
          body: "Chartered accountants and corporate finance specialists for cash flow, valuations and sales of businesses.",
        },
        {
          title: "Systems and AI",
          icon: "network",
          body: "Automation engineers who connect the tools you already use and add AI where it pays back.",
        },
      ],
    },
    {
      kind: "ctaBand",
      id: "about-cta",
      heading: "Let's talk about your business",
      intro: "A free 30-minute call: tell us where the business is and where you want it to be.",
      actions: [
        { label: "Book a Free Strategy Call", href: "/book/strategy-call", emphasis: "primary" },
        { label: "How we work", href: "/how-we-work", emphasis: "secondary" },
      ],
      notes: ["Free 30-minute consultation", "No obligation", "Response within 24 hours"],
    },
  ],
} satisfies MarketingPage;
