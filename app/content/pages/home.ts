/**
 * The home page (/): what we do, what changes early, how we work and whom we
 * help, ending with the Value Mapping Call.
 */
import { services, site } from "../site";
import { industryCards } from "./industry-cards";
import type { Card, MarketingPage } from "./types";

const bookCall = { label: site.valueMappingCta.label, href: site.valueMappingCta.href, emphasis: "primary" } as const;

function serviceHref(label: string): string {
  const service = services.find((entry) => entry.label === label);
  if (!service) throw new Error(`No service called ${label}`);
  return service.href;
}

const serviceTracks: Card[] = [
  {
    title: "Exit & Succession",
    icon: "door-open",
    body: "Make the business sellable, or ready for the next generation, years before you need it to be. We lift the value a buyer or successor sees and remove the risks they would price in.",
    link: { label: "Learn more", href: serviceHref("Exit & Succession") },
  },
  {
    title: "Operations & Supply",
    icon: "truck",
    body: "Fix the stock, supplier and process friction that eats margin and cash: fewer stock-outs, less dead stock and a team that doesn't wait for you to decide.",
    link: { label: "Learn more", href: serviceHref("Operations & Supply") },
  },
  {
    title: "Revenue & Pricing",
    icon: "tags",
    body: "Price with confidence. We close discount leaks, repackage your offer and tighten quote-to-cash so every sale earns what it should.",
    link: { label: "Learn more", href: serviceHref("Revenue & Pricing") },
  },
  {
    title: "Strategy & Performance",
    icon: "target",
    body: "A one-page plan your team follows, a weekly scorecard of the numbers that matter and a meeting rhythm that keeps everyone on track.",
    link: { label: "Learn more", href: serviceHref("Strategy & Performance") },
  },
  {
    title: "Smart Systems, AI & Automation",
    icon: "bot",
    body: "Put routine work on rails: AI receptionists, automated quotes and invoices, and live dashboards built on the tools you already pay for.",
    link: { label: "Learn more", href: serviceHref("Smart Systems & AI") },
  },
];

const earlyValue: Card[] = [
  {
    eyebrow: "Weeks 1–2",
    icon: "wallet",
    title: "A 13-week cash view",
    body: "A rolling cash forecast built from your own bank, debtor and creditor data, so you see a squeeze coming months out instead of days.",
  },
  {
    eyebrow: "Weeks 2–4",
    icon: "tags",
    title: "Pricing leaks closed",
    body: "We trace every discount, free extra and out-of-date price list. Owners typically recover 2–5% of revenue without losing a customer.",
  },
  {
    eyebrow: "Weeks 2–6",
    icon: "clock",
    title: "A day a week back for you",
    body: "Decisions that wait for you are written down, delegated and given a limit, so the business keeps moving while you're out.",
  },
  {
    eyebrow: "Weeks 3–6",
    icon: "package",
    title: "Cash freed from stock",
    body: "Slow movers identified, reorder points reset and supplier terms renegotiated, releasing cash that has been sitting on the shelves.",
  },
  {
    eyebrow: "Weeks 4–8",
    icon: "workflow",
    title: "Admin on autopilot",
    body: "Quotes, invoices, payment reminders and follow-ups automated in the accounting and office tools you already use.",
  },
  {
    eyebrow: "Weeks 6–12",
    icon: "gauge",
    title: "A weekly scorecard",
    body: "Five to seven numbers and one 30-minute meeting every Monday: the whole team knows what good looks like and where it's slipping.",
  },
];

export const homePage = {
  path: "/",
  title: site.name,
  changefreq: "weekly",
  description:
    "Business advisory for South African owner-led businesses: a free 30-minute Value Mapping Call, then 90-day sprints that free your time and lift profit.",
  sections: [
    {
      kind: "hero",
      id: "home-hero",
      underNav: true,
      eyebrow: "Business advisory for South African owner-led businesses",
      heading: "Build a business that runs well, grows steadily and doesn't depend on you",
      intro:
        "Most owner-led businesses leave 20–40% of their potential on the table. In a free, 30-minute Value Mapping Call we find where yours is, then work beside your team in 90-day sprints to capture it.",
      actions: [bookCall, { label: "See how we work", href: "/how-we-work", emphasis: "secondary" }],
      note: "Free · 30 minutes · No obligation",
      media: {
        kind: "video",
        webm: "/media/hero-contours.webm",
        mp4: "/media/hero-contours.mp4",
        poster: "/media/hero-contours-poster.webp",
        width: 960,
        height: 540,
      },
    },
    {
      kind: "cardGrid",
      id: "services",
      eyebrow: "What we do",
      heading: "Five tracks to a stronger business",
      intro:
        "Start with the one that hurts most today. Most owners see results inside the first 90-day sprint and add the next track when they're ready.",
      columns: 3,
      cards: serviceTracks,
      actions: [{ label: "View all services", href: "/services", emphasis: "secondary" }],
    },
    {
      kind: "carousel",
      id: "early-value",
      tone: "sand",
      eyebrow: "Early value",
      heading: "What changes in the first 90 days",
      intro:
        "We measure a baseline in week one and agree the first wins before we start. These are the results owners usually see first.",
      label: "Early value",
      perView: { base: 1, md: 2, lg: 3 },
      cards: earlyValue,
    },
    {
      kind: "list",
      id: "commitment",
      eyebrow: "Our commitment",
      heading: "What we promise from the first call",
      intro: "Advice is cheap. We are measured on what changes in your business, so this is how we work with you.",
      style: "checks",
      items: [
        {
          title: "A fixed fee in rand, agreed up front",
          body: "You know the scope and cost of each 90-day sprint before it starts. No open-ended retainers, no surprise invoices.",
        },
        {
          title: "Beside your team, not above it",
          body: "We implement with your people, on site and online, so the new way of working sticks after we leave.",
        },
        {
          title: "Measured from day one",
          body: "We agree the baseline and the targets before we begin, and report against them every fortnight in plain language.",
        },
        {
          title: "Everything we build is yours",
          body: "Plans, scorecards, templates and automations belong to you, documented so your team can run them without us.",
        },
      ],
      aside: {
        title: "Start with a free Value Mapping Call",
        body: "Thirty minutes with a senior adviser. You leave with two or three practical next steps, whether or not we work together.",
        actions: [bookCall],
      },
    },
    {
      kind: "steps",
      id: "approach",
      tone: "white",
      eyebrow: "Our approach",
      heading: "Four steps from first call to lasting change",
      intro: "Every engagement follows the same rhythm, sized to your business and run in 90-day sprints.",
      steps: [
        {
          title: "Discover",
          duration: "Week 1",
          icon: "search",
          body: "We listen first: your goals, your numbers and time with your team, to understand how the business really runs.",
        },
        {
          title: "Diagnose",
          duration: "Weeks 2–3",
          icon: "clipboard-list",
          body: "We find where time, margin and cash leak, rank each issue by the rand value of fixing it and agree the priorities with you.",
        },
        {
          title: "Design",
          duration: "Weeks 3–4",
          icon: "pen-tool",
          body: "We design the fixes with the people who will use them, and test each one small before it goes business-wide.",
        },
        {
          title: "Deliver & Embed",
          duration: "Weeks 5–12",
          icon: "rocket",
          body: "We implement beside your team, train them and hand over the routines and numbers that keep the gains after the sprint.",
        },
      ],
      actions: [{ label: "See how we work", href: "/how-we-work", emphasis: "secondary" }],
    },
    {
      kind: "rail",
      id: "industries",
      tone: "sand",
      eyebrow: "Who we help",
      heading: "Built for the industries South Africa runs on",
      intro:
        "The same disciplines, adapted to your sector: seasonal cash flow, load-shedding plans, medical aid rules, body corporate levies and everything in between.",
      label: "Industries we serve",
      step: 340,
      gap: 24,
      cards: industryCards("Learn more"),
    },
    {
      kind: "faq",
      id: "faq",
      eyebrow: "FAQ",
      heading: "Questions owners ask us",
      items: [
        {
          question: "What happens on the free Value Mapping Call?",
          answer:
            "It's 30 minutes with a senior adviser, by video or phone. We ask about your goals, your numbers and what frustrates you, then show you where we see the biggest value. You leave with two or three practical next steps, whether or not we work together.",
        },
        {
          question: "What does an engagement cost?",
          answer:
            "Each 90-day sprint has a fixed scope and a fixed fee in rand, agreed in writing before we start. The fee depends on the size of the business and the work involved, and you can stop at the end of any sprint.",
        },
        {
          question: "Is my business the right size for you?",
          answer:
            "We work with owner-led businesses from about R3 million to several hundred million rand in annual turnover: family businesses, farms, practices, franchises and professional firms. If you're smaller, the call will still give you useful next steps.",
        },
        {
          question: "How much of my time will it take?",
          answer:
            "About two to three hours a week during a sprint, mostly short working sessions and one weekly check-in. The point is to take work off your plate, not to add to it.",
        },
        {
          question: "Do you only advise, or do you also implement?",
          answer:
            "We implement. Our advisers work beside your team to put the new pricing, processes, scorecards and automations in place, and train your people to run them.",
        },
        {
          question: "How do you treat confidential information?",
          answer:
            "We sign a confidentiality agreement before we see your numbers, process personal information in line with POPIA and use your data only to serve you. Everything we build for you stays yours.",
        },
      ],
      actions: [{ label: "More questions and answers", href: "/about/faq", emphasis: "secondary" }],
    },
    { kind: "latestInsights", id: "latest-insights" },
    {
      kind: "ctaBand",
      id: "get-started",
      tone: "brand",
      eyebrow: "Get started",
      heading: "See where the value is hiding in your business",
      intro:
        "Book a free, 30-minute Value Mapping Call. We'll show you where time, margin and cash are leaking, and what to fix first.",
      actions: [bookCall, { label: "Explore our services", href: "/services", emphasis: "secondary" }],
      notes: ["Free", "30 minutes", "No obligation", "We respond within 24 hours"],
    },
  ],
} satisfies MarketingPage;
