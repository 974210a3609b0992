/**
 * Services (/services): the five service tracks, how we deliver them, the
 * industries we know, featured insights and the Ready to talk form.
 */
import { site } from "../site";
import { industryCards } from "./industry-cards";
import type { Card, MarketingPage } from "./types";

const strategyCall = { label: site.primaryCta.label, href: site.primaryCta.href, emphasis: "primary" } as const;

const serviceCards: Card[] = [
  {
    title: "Exit & Succession",
    icon: "door-open",
    body: "A business a buyer will pay more for, or the next generation can run.",
    bullets: [
      "47-point exit readiness diagnostic",
      "Owner dependence reduced step by step",
      "Valuation drivers lifted before a sale",
    ],
    link: { label: "Learn more", href: "/services/exit-and-succession" },
  },
  {
    title: "Operations & Supply",
    icon: "truck",
    body: "Less friction in stock, suppliers and processes, and more cash in the bank.",
    bullets: [
      "Stock days and dead stock cut",
      "Supplier terms and lead times renegotiated",
      "Daily routines that run without you",
    ],
    link: { label: "Learn more", href: "/services/operations-and-supply" },
  },
  {
    title: "Revenue & Pricing",
    icon: "tags",
    body: "Prices, packages and quote-to-cash that make every sale earn what it should.",
    bullets: ["Discount leaks closed", "Offers packaged in good, better, best", "Quotes out the same day"],
    link: { label: "Learn more", href: "/services/revenue-and-pricing" },
  },
  {
    title: "Strategy & Performance",
    icon: "target",
    body: "A plan on one page, a weekly scorecard and a meeting rhythm your team keeps.",
    bullets: [
      "Three-year picture, 90-day priorities",
      "Five to seven weekly measures",
      "Managers accountable for results",
    ],
    link: { label: "Learn more", href: "/services/strategy-and-performance" },
  },
  {
    title: "Smart Systems, AI & Automation",
    icon: "bot",
    body: "Routine work handed to software, so your team spends its hours on customers.",
    bullets: [
      "AI receptionist and lead capture",
      "Invoices and reminders automated",
      "Live dashboards on your own data",
    ],
    link: { label: "Learn more", href: "/services/smart-systems-and-ai" },
  },
];

export const servicesPage = {
  path: "/services",
  title: "Services",
  description:
    "Five advisory tracks for South African owner-led businesses: exit and succession, operations, revenue and pricing, strategy, and smart systems and AI.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Services", href: "/services" },
  ],
  sections: [
    {
      kind: "hero",
      id: "services-hero",
      eyebrow: "Services",
      heading: "Five ways we help owner-led businesses grow, run smoothly and last",
      intro:
        "Most owner-led businesses leave 20–40% of their potential on the table. We find where yours is, then work beside your team in 90-day sprints until the change sticks.",
      actions: [strategyCall, { label: "Ready to talk?", href: "/services#ready-to-talk", emphasis: "secondary" }],
    },
    {
      kind: "cardGrid",
      id: "service-tracks",
      eyebrow: "Our services",
      heading: "Five service tracks",
      intro: "Each track stands on its own; most owners start with one and add another once the first is running.",
      columns: 3,
      cards: serviceCards,
    },
    {
      kind: "cardGrid",
      id: "accelerators",
      tone: "sand",
      eyebrow: "Delivery accelerators",
      heading: "What makes the work go faster",
      columns: 4,
      cards: [
        {
          title: "Diagnostics that rank in rand",
          icon: "gauge",
          body: "Every problem we find comes with what it costs you, so the order of work is obvious.",
        },
        {
          title: "Templates from 100+ engagements",
          icon: "layers",
          body: "Scorecards, SOPs, pricing models and dashboards we adapt rather than invent.",
        },
        {
          title: "Automation built in",
          icon: "workflow",
          body: "Where software can carry a routine, we set it up as part of the work, not as an extra.",
        },
        {
          title: "A specialist bench",
          icon: "users",
          body: "Finance, systems and operations specialists join for the weeks they are needed.",
        },
      ],
    },
    {
      kind: "list",
      id: "how-we-work",
      eyebrow: "How we work",
      heading: "Sprints, side by side, owner-light",
      style: "numbered",
      items: [
        {
          title: "90-day sprints",
          body: "Two or three priorities per sprint, each with a rand target, finished before the next begins.",
        },
        {
          title: "Co-implementation",
          body: "We build with your team on site and online, so the new way of working is theirs when we leave.",
        },
        {
          title: "Owner-light",
          body: "Every sprint hands a decision or a routine from you to your team. Success means you are needed less.",
        },
      ],
      aside: {
        title: "See the engagement models",
        body: "Fixed-fee projects, performance-linked fees, hourly advice or investment: choose what suits you.",
        actions: [{ label: "How we work", href: "/how-we-work", emphasis: "secondary" }],
      },
    },
    {
      kind: "cardGrid",
      id: "differentiators",
      tone: "sand",
      eyebrow: "Why Kestrel",
      heading: "What makes us different",
      columns: 3,
      cards: [
        {
          title: "Operators, not theorists",
          icon: "wrench",
          body: "Our advisers have run plants, practices, shops and finance teams. We know what works on a Monday morning.",
        },
        {
          title: "Fixed fees in rand",
          icon: "banknote",
          body: "The price of each sprint is agreed before it starts. No open-ended hours.",
        },
        {
          title: "Built for South Africa",
          icon: "shield-check",
          body: "Load-shedding, POPIA, SARS, BEE and the rand: our plans allow for the country you trade in.",
        },
      ],
    },
    {
      kind: "carousel",
      id: "industries",
      eyebrow: "Industries",
      heading: "Industries we know well",
      label: "Industries",
      perView: { base: 1, md: 2, lg: 3 },
      cards: industryCards("See how we help"),
    },
    { kind: "featuredInsights", id: "featured-insights" },
    {
      kind: "faq",
      id: "services-faq",
      tone: "sand",
      eyebrow: "Questions",
      heading: "Questions about our services",
      items: [
        {
          question: "Which service should I start with?",
          answer:
            "The one closest to what keeps you up at night. On a free call we usually agree within 30 minutes; if two tracks overlap, we start with the one that frees cash or time first.",
        },
        {
          question: "How much does it cost?",
          answer:
            "Each 90-day sprint is a fixed fee in rand agreed up front, typically between R85 000 and R250 000 depending on the size of the business and the scope.",
        },
        {
          question: "How soon will we see results?",
          answer:
            "The first quick wins land within 30 days. Bigger changes, such as margin recovered or an owner stepping back, show within one or two sprints.",
        },
        {
          question: "Do you work outside the big cities?",
          answer: "Yes. We work across South Africa: on site for the key days and online in between.",
        },
        {
          question: "Can you work with our accountant and other advisers?",
          answer:
            "Yes, and we prefer to. Your accountant, attorney and IT provider know your business; we coordinate with them rather than replace them.",
        },
      ],
    },
    { kind: "readyToTalk", id: "ready-to-talk" },
  ],
} satisfies MarketingPage;
