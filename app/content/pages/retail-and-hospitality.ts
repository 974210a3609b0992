/**
 * Retail & Hospitality in 90 days (/who-we-help/retail-and-hospitality): the
 * 12-week programme for shops, restaurants and guesthouses.
 */
import type { MarketingPage } from "./types";

const call = {
  label: "Book a Strategy Call",
  href: "/book/strategy-call?lead=retail-and-hospitality",
  emphasis: "primary",
} as const;

export const retailAndHospitalityPage = {
  path: "/who-we-help/retail-and-hospitality",
  title: "Retail & Hospitality in 90 Days",
  description:
    "A 12-week programme for South African shops, restaurants and guesthouses: steadier margins, tighter stock and consistent service on every shift.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Who We Help", href: "/who-we-help" },
    { label: "Retail & Hospitality", href: "/who-we-help/retail-and-hospitality" },
  ],
  sections: [
    {
      kind: "hero",
      id: "retail-hero",
      eyebrow: "Retail & Hospitality",
      heading: "Fix margins, stock and service in 90 days",
      intro:
        "Busy tills and full tables don't guarantee a profitable month. In twelve weeks we find where the money leaks, put the systems in place and train your managers to run them, shift after shift.",
      actions: [
        call,
        { label: "See the hospitality checklist", href: "/who-we-help/hospitality", emphasis: "secondary" },
      ],
    },
    {
      kind: "list",
      id: "cost-of-waiting",
      eyebrow: "The cost of waiting",
      heading: "What another quarter of 'we'll sort it out' costs",
      style: "checks",
      items: [
        {
          title: "Stock shrinkage and waste of 3% to 6% of sales",
          body: "On R1.5 million a month, that is up to R90 000 gone before rent and wages.",
        },
        {
          title: "Staff turnover on every busy season",
          body: "Each new hire costs about a month's wage in training, mistakes and slower service.",
        },
        {
          title: "The owner on the floor six days a week",
          body: "No time to look at pricing, suppliers or the next site.",
        },
        {
          title: "Load-shedding losses nobody has counted",
          body: "Spoiled stock, lost covers and generator diesel, month after month.",
        },
      ],
      aside: {
        title: "The usual finding",
        body: "Most venues we assess recover between 2 and 5 points of gross margin in the first 90 days, without raising prices.",
      },
    },
    {
      kind: "cardGrid",
      id: "outcomes",
      tone: "sand",
      eyebrow: "Outcomes in 90 days",
      heading: "What changes by week twelve",
      columns: 3,
      cards: [
        {
          title: "Margin back",
          icon: "trending-up",
          metric: { value: "+2 to 5", label: "points of gross margin" },
          body: "Recipes and ranges costed, prices reviewed and waste measured every week.",
        },
        {
          title: "Stock under control",
          icon: "package",
          metric: { value: "-30%", label: "stock holding" },
          body: "Par levels, weekly counts and supplier orders based on what actually sells.",
        },
        {
          title: "Service that's consistent",
          icon: "users",
          metric: { value: "4.5★+", label: "review average" },
          body: "Opening and closing checklists, shift briefings and a standard for every role.",
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "operating-stack",
      eyebrow: "The operating stack",
      heading: "The systems we put in place",
      columns: 4,
      cards: [
        {
          title: "Point of sale and stock",
          icon: "receipt",
          body: "Your POS linked to stock, with recipes and ranges set up so every sale counts down stock.",
        },
        {
          title: "Rosters and labour",
          icon: "calendar-check",
          body: "Rosters built from forecast trade, with labour cost as a share of sales tracked daily.",
        },
        {
          title: "Suppliers and ordering",
          icon: "truck",
          body: "Order guides, price checks and deliveries checked against orders before they are signed.",
        },
        {
          title: "The daily dashboard",
          icon: "gauge",
          body: "Sales, labour, waste and reviews on one screen, on your phone, every morning.",
        },
      ],
    },
    {
      kind: "steps",
      id: "timeline",
      tone: "sand",
      eyebrow: "The 12-week timeline",
      heading: "Four phases",
      steps: [
        {
          title: "Discover",
          duration: "Weeks 1-2",
          icon: "search",
          body: "Time on your floor and in your figures: margins by product, waste, stock, rosters and the guest experience.",
        },
        {
          title: "Design",
          duration: "Weeks 3-6",
          icon: "pen-tool",
          body: "Costed menus or ranges, par levels, roster rules, checklists and the daily dashboard, agreed with you and your managers.",
        },
        {
          title: "Deliver",
          duration: "Weeks 7-10",
          icon: "rocket",
          body: "We set it up and run it with your team, shift by shift, until the new way is the normal way.",
        },
        {
          title: "Embed",
          duration: "Weeks 11-12",
          icon: "badge-check",
          body: "Managers run the routines on their own, we measure the results against the start, and we hand over.",
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "why-us",
      eyebrow: "Why owners choose us",
      heading: "Reasons to work with us",
      columns: 3,
      cards: [
        {
          title: "We work on your floor",
          icon: "utensils",
          body: "Not from a boardroom: we stand at the pass and behind the till to see how the work really happens.",
        },
        {
          title: "Fixed fee, in rand",
          icon: "banknote",
          body: "One price for the twelve weeks, agreed before we start, with the expected result written down.",
        },
        {
          title: "Built for South Africa",
          icon: "shield-check",
          body: "Load-shedding plans, POPIA-compliant customer data and the suppliers you actually use.",
        },
      ],
    },
    {
      kind: "ctaBand",
      id: "retail-cta",
      heading: "Start your 90 days",
      intro:
        "Book a free strategy call. We will look at your margins and tell you what the first twelve weeks could return.",
      actions: [call],
      notes: ["Free 30-minute call", "Fixed 12-week fee", "Results measured against your starting point"],
    },
  ],
} satisfies MarketingPage;
