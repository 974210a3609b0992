/**
 * Hospitality (/who-we-help/hospitality): restaurants, guesthouses and venues,
 * with the quick diagnostic and the guest journey.
 */
import type { DiagnosticCopy, DiagnosticItem, MarketingPage } from "./types";

const call = {
  label: "Book a Diagnostic Call",
  href: "/book/diagnostic-call?lead=hospitality",
  emphasis: "primary",
} as const;

/** The quick diagnostic's issues, each with the severity the risk rule counts. */
export const diagnosticItems: DiagnosticItem[] = [
  { id: "owner-hours", label: "I work more than 60 hours a week in the business", severity: "high" },
  {
    id: "single-point",
    label: "The business struggles when one key person (a chef or a manager) is away",
    severity: "high",
  },
  {
    id: "margins",
    label: "I don't know last month's food, beverage or stock cost as a percentage of sales",
    severity: "high",
  },
  { id: "consistency", label: "Service and quality depend on who is on shift", severity: "medium" },
  { id: "inventory", label: "Stock is counted irregularly and waste isn't measured", severity: "medium" },
  { id: "manual-tasks", label: "Rosters, orders and bookings are done by hand or on WhatsApp", severity: "low" },
];

export const diagnosticCopy = {
  heading: "Quick diagnostic: where is your venue at risk?",
  intro: "Tick every statement that is true for your business. Your result updates as you go; nothing is sent to us.",
  legend: "Statements that are true for my business",
  severityLabels: { high: "High impact", medium: "Medium impact", low: "Low impact" },
  check: "Show my result",
  resultHeading: "Your result",
  riskLabel: "Risk level:",
  issues: { one: "1 issue identified", other: "{count} issues identified" },
  summaries: {
    Critical:
      "Several high-impact issues at once: the business depends on you and its margins are unknown. This is where we would start this month.",
    High: "Two high-impact issues: fixable within a quarter, and costing you money every week until then.",
    Medium: "A few issues that wear down margin and service. A focused 90 days would clear them.",
    Low: "One issue to tidy up. A short, focused fix will do.",
  },
  action: { label: "Get Your Action Plan", href: "/contact?lead=hospitality-diagnostic" },
} satisfies DiagnosticCopy;

export const hospitalityPage = {
  path: "/who-we-help/hospitality",
  title: "Hospitality",
  description:
    "For South African restaurants, guesthouses and venues: a quick risk diagnostic, steadier margins, consistent service and an owner off the floor.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Who We Help", href: "/who-we-help" },
    { label: "Hospitality", href: "/who-we-help/hospitality" },
  ],
  sections: [
    {
      kind: "hero",
      id: "hospitality-hero",
      eyebrow: "Hospitality",
      heading: "Full tables, steady margins, and an owner who isn't on every shift",
      intro:
        "Restaurants, guesthouses, coffee shops and venues live on thin margins and long hours. We help owners know their numbers, run consistent service without standing at the pass, and plan for load-shedding and the quiet months.",
      actions: [
        {
          label: "Take the quick diagnostic",
          href: "/who-we-help/hospitality#hospitality-diagnostic",
          emphasis: "primary",
        },
        { label: "See the 90-day programme", href: "/who-we-help/retail-and-hospitality", emphasis: "secondary" },
      ],
    },
    { kind: "hospitalityDiagnostic", id: "hospitality-diagnostic", copy: diagnosticCopy, items: diagnosticItems },
    {
      kind: "rail",
      id: "guest-journey",
      tone: "sand",
      eyebrow: "The guest journey",
      heading: "Seven stages where guests decide whether to come back",
      intro: "We look at every stage, set a standard for each and measure it.",
      label: "Guest journey stages",
      step: 360,
      gap: 24,
      cards: [
        {
          eyebrow: "Stage 1",
          title: "Discovery",
          icon: "search",
          body: "Google reviews, Instagram and word of mouth: what guests see before they decide.",
        },
        {
          eyebrow: "Stage 2",
          title: "Booking",
          icon: "calendar-check",
          body: "Online booking that works at 10 p.m., with confirmations and reminders that cut no-shows.",
        },
        {
          eyebrow: "Stage 3",
          title: "Arrival",
          icon: "door-open",
          body: "A greeting within a minute and a table or room ready as promised.",
        },
        {
          eyebrow: "Stage 4",
          title: "Ordering",
          icon: "message",
          body: "A menu staff can explain, upselling that feels like service, orders right first time.",
        },
        {
          eyebrow: "Stage 5",
          title: "The experience",
          icon: "utensils",
          body: "The same plate, the same welcome, whoever is on shift.",
        },
        {
          eyebrow: "Stage 6",
          title: "Paying",
          icon: "receipt",
          body: "The bill at the right moment, card machines that work through load-shedding.",
        },
        {
          eyebrow: "Stage 7",
          title: "Coming back",
          icon: "handshake",
          body: "A thank-you, a reason to return and a reply to every review.",
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "pain-points",
      eyebrow: "What owners tell us",
      heading: "The problems behind a hard month",
      columns: 3,
      cards: [
        {
          title: "Food and stock cost creeping up",
          icon: "package",
          body: "Supplier prices rise, portions drift and waste goes unmeasured, so margin disappears quietly.",
        },
        {
          title: "Staff turnover and uneven service",
          icon: "users",
          body: "Every new waiter learns from whoever is on shift, and reviews swing with the roster.",
        },
        {
          title: "Load-shedding and the quiet season",
          icon: "timer",
          body: "Spoiled stock, lost covers and diesel costs, then winter months that eat the summer's profit.",
        },
      ],
    },
    {
      kind: "steps",
      id: "what-we-fix",
      tone: "sand",
      eyebrow: "What we fix",
      heading: "Four changes that make the biggest difference",
      steps: [
        {
          title: "Know your numbers weekly",
          icon: "chart-line",
          body: "Food, beverage and labour cost as a share of sales, every Monday, on one page.",
        },
        {
          title: "Cost every plate",
          icon: "receipt",
          body: "Recipes costed with current supplier prices, menu prices reviewed and portions standardised.",
        },
        {
          title: "Standards for every shift",
          icon: "clipboard-list",
          body: "Opening, service and closing checklists with a five-minute briefing before each shift.",
        },
        {
          title: "Systems that carry the load",
          icon: "workflow",
          body: "Bookings, rosters, orders and reviews handled by software, not by the owner's phone.",
        },
      ],
    },
    {
      kind: "stats",
      id: "outcomes",
      eyebrow: "Outcomes",
      heading: "What venues see after 90 days",
      stats: [
        { value: "3 points", label: "lower food cost", detail: "Median across our hospitality clients" },
        { value: "-40%", label: "no-shows", detail: "With confirmations and reminders" },
        { value: "2 days", label: "a week off the floor for the owner" },
        { value: "4.6★", label: "average review score", detail: "Up from 4.1" },
      ],
    },
    {
      kind: "faq",
      id: "hospitality-faq",
      tone: "sand",
      eyebrow: "Questions",
      heading: "Venue owners ask",
      items: [
        {
          question: "We're a single restaurant. Is this for us?",
          answer:
            "Yes. Most of our hospitality clients have one to three venues. The systems are the same; the scale is yours.",
        },
        {
          question: "Will you change our menu or concept?",
          answer:
            "No. Your food and your style stay yours. We cost what you serve, standardise how it is made and help you price it.",
        },
        {
          question: "Which systems do you work with?",
          answer:
            "The POS, booking and accounting tools South African venues commonly use. We connect what you have before recommending anything new.",
        },
        {
          question: "What does it cost?",
          answer:
            "The 90-day programme is a fixed fee in rand agreed up front, usually between R65 000 and R140 000 depending on the number of venues.",
        },
      ],
      actions: [call],
    },
    {
      kind: "ctaBand",
      id: "hospitality-cta",
      heading: "Get your venue's action plan",
      intro:
        "Book a free call with your diagnostic result, and leave with the three changes that would pay back first.",
      actions: [call],
      notes: ["Free 30-minute call", "Fixed fees in rand", "Works around your service times"],
    },
  ],
} satisfies MarketingPage;
