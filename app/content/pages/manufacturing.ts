/**
 * Manufacturing & Distribution (/who-we-help/manufacturing): plants and
 * warehouses whose margins leak between the quote and the cash.
 */
import type { MarketingPage } from "./types";

const call = {
  label: "Book a Plant Review Call",
  href: "/book/diagnostic-call?lead=manufacturing",
  emphasis: "primary",
} as const;

export const manufacturingPage = {
  path: "/who-we-help/manufacturing",
  title: "Manufacturing & Distribution",
  description:
    "For South African manufacturers and distributors: on-time-in-full deliveries, less stock, faster quoting and cash collected sooner.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Who We Help", href: "/who-we-help" },
    { label: "Manufacturing & Distribution", href: "/who-we-help/manufacturing" },
  ],
  sections: [
    {
      kind: "hero",
      id: "manufacturing-hero",
      eyebrow: "Manufacturing & Distribution",
      heading: "Deliver on time, in full, and get paid for it sooner",
      intro:
        "Rand swings, port delays, load-shedding and a customer who wants it tomorrow. We help owner-led plants and distributors take the friction out of quoting, scheduling, stock and collections, so margin stops leaking between the order and the cash.",
      actions: [
        call,
        { label: "Operations & Supply service", href: "/services/operations-and-supply", emphasis: "secondary" },
      ],
      backdrop: "grid",
      pills: [
        "Owner-led plants and distributors",
        "Sage, Syspro and Excel as you run them",
        "Plans that allow for load-shedding",
        "Fixed fee per phase",
      ],
      stats: [
        { value: "95%+", label: "on-time-in-full target" },
        { value: "-33%", label: "stock days, typical" },
        { value: "50%", label: "faster quote to cash" },
        { value: "12 weeks", label: "to the first results" },
      ],
    },
    {
      kind: "stickyCard",
      id: "plant-review",
      eyebrow: "How we start",
      heading: "A plant review, then five steps to a calmer floor",
      intro: "We start on your floor and in your system, not with a questionnaire.",
      stickFrom: 768,
      offset: 88,
      items: [
        {
          title: "Walk the floor",
          duration: "Week 1",
          body: "From order intake to dispatch: where jobs wait, where stock piles up and where information gets retyped.",
        },
        {
          title: "Follow the money",
          duration: "Week 2",
          body: "Margin per product and customer, quote accuracy, debtor days and the cash tied up in stock.",
        },
        {
          title: "Agree the plan",
          duration: "Week 3",
          body: "Three to five priorities with rand targets, owners and dates, agreed with your managers.",
        },
        {
          title: "Fix it on the floor",
          duration: "Weeks 4-10",
          body: "Scheduling rules, stock levels, quoting templates and the daily meeting, set up and run with your team.",
        },
        {
          title: "Measure and hand over",
          duration: "Weeks 11-12",
          body: "Results against the starting point, and routines your managers run without us.",
        },
      ],
      card: {
        title: "Your free plant review",
        body: "Half a day on your floor with an operations specialist, and a written summary of the three biggest leaks.",
        bullets: ["On-site anywhere in South Africa", "No obligation", "Summary within five working days"],
        actions: [call],
      },
    },
    {
      kind: "cardGrid",
      id: "levers",
      tone: "sand",
      eyebrow: "Six levers",
      heading: "Where margin and cash come back",
      columns: 3,
      cards: [
        {
          title: "Quoting that protects margin",
          icon: "receipt",
          body: "Costing templates with current material prices and real run times, so every quote makes money.",
        },
        {
          title: "Scheduling the constraint",
          icon: "calendar-check",
          body: "Plan around the machine or team that limits output, and the rest of the floor follows.",
        },
        {
          title: "Stock set by demand",
          icon: "boxes",
          body: "Min-max levels per item from actual usage, with slow movers identified and cleared.",
        },
        {
          title: "Suppliers on terms",
          icon: "truck",
          body: "Lead times, prices and on-time delivery tracked, and terms renegotiated with the figures.",
        },
        {
          title: "Quality at the source",
          icon: "badge-check",
          body: "Checks where defects start, not at dispatch, with rework counted and costed.",
        },
        {
          title: "Collections on time",
          icon: "banknote",
          body: "Invoices raised on dispatch, statements automated and overdue accounts followed up every week.",
        },
      ],
    },
    {
      kind: "rail",
      id: "quote-to-cash",
      eyebrow: "Quote to cash",
      heading: "Seven stages from enquiry to money in the bank",
      label: "Quote-to-cash stages",
      step: 380,
      gap: 24,
      cards: [
        {
          eyebrow: "Stage 1",
          title: "Enquiry",
          icon: "message",
          body: "Logged with the customer's requirements and a response time agreed.",
        },
        {
          eyebrow: "Stage 2",
          title: "Quote",
          icon: "receipt",
          body: "Costed from a template with current prices; out within a day.",
        },
        {
          eyebrow: "Stage 3",
          title: "Order",
          icon: "clipboard-list",
          body: "Confirmed with a delivery date the schedule can keep.",
        },
        {
          eyebrow: "Stage 4",
          title: "Plan",
          icon: "calendar-check",
          body: "Scheduled around the constraint, with materials checked before release.",
        },
        {
          eyebrow: "Stage 5",
          title: "Make",
          icon: "factory",
          body: "Run to the plan, with a 15-minute daily meeting to clear blockages.",
        },
        {
          eyebrow: "Stage 6",
          title: "Deliver",
          icon: "truck",
          body: "Dispatched complete, with proof of delivery captured on a phone.",
        },
        {
          eyebrow: "Stage 7",
          title: "Invoice & collect",
          icon: "banknote",
          body: "Invoiced on dispatch, reminders automated, paid on terms.",
        },
      ],
    },
    {
      kind: "faq",
      id: "manufacturing-faq",
      tone: "sand",
      eyebrow: "Questions",
      heading: "Plant owners ask",
      items: [
        {
          question: "Do we need a new ERP system?",
          answer:
            "Usually not. Most of the gains come from using what you have properly: clean item data, routings and stock rules. If a system change does pay back, we will show you the figures first.",
        },
        {
          question: "How much of my managers' time will this take?",
          answer:
            "About three hours a week each during the ten working weeks, mostly in short sessions on the floor. The daily meeting replaces time they already spend chasing.",
        },
        {
          question: "Can you help with load-shedding and supply delays?",
          answer:
            "Yes. We plan production around outage schedules, set buffer stock for long-lead imported items and build supplier alternatives into the plan.",
        },
        {
          question: "What does it cost?",
          answer:
            "The plant review is free. The twelve-week programme is a fixed fee in rand, agreed up front, typically between R120 000 and R280 000 depending on the size of the operation.",
        },
      ],
      actions: [call],
    },
    {
      kind: "ctaBand",
      id: "manufacturing-cta",
      heading: "Start with a free plant review",
      intro: "Half a day on your floor, three leaks found and costed. What you do with them is up to you.",
      actions: [call],
      notes: ["Free plant review", "Fixed fees in rand", "Results measured against your starting point"],
    },
  ],
} satisfies MarketingPage;
