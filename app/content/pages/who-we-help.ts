/**
 * Who We Help (/who-we-help): the industries we work with, each with the
 * outcomes owners there ask for, leading to its own page.
 */
import type { Card, MarketingPage } from "./types";

const industryCards: Card[] = [
  {
    title: "Agriculture & Family Farms",
    subtitle: "Farms that run on systems, not on the owner's memory",
    icon: "wheat",
    body: "Family farms and agri-processors with seasonal cash swings, generational handovers and more paperwork every year.",
    bullets: [
      "Cash flow planned across the season",
      "A succession plan the family agrees on",
      "Input costs tracked per block",
    ],
    link: { label: "See how we help", href: "/who-we-help/agriculture" },
  },
  {
    title: "Entrepreneurs & Business Owners",
    subtitle: "Owner-led businesses ready for the next stage",
    icon: "rocket",
    body: "Founders between R5 million and R100 million in turnover who have outgrown doing everything themselves.",
    bullets: ["Ten hours a week back for the owner", "A team that decides without you", "Growth without more chaos"],
    link: { label: "See how we help", href: "/who-we-help/entrepreneurs" },
  },
  {
    title: "Professional Services",
    subtitle: "Practices that bill for their expertise, not their admin",
    icon: "briefcase",
    body: "Accounting, legal, engineering, architecture and consulting practices where partners spend too long on non-billable work.",
    bullets: ["Utilisation up 10 to 15 points", "Work-in-progress billed monthly", "Client onboarding in days"],
    link: { label: "See how we help", href: "/who-we-help/professional-services" },
  },
  {
    title: "Hospitality & Retail",
    subtitle: "Restaurants, guesthouses and shops with steadier margins",
    icon: "utensils",
    body: "Owner-run venues and stores where stock, staff rosters and load-shedding decide whether the month makes money.",
    bullets: [
      "Food and stock cost under control",
      "Consistent service on every shift",
      "Owner off the floor two days a week",
    ],
    link: { label: "See how we help", href: "/who-we-help/hospitality" },
  },
  {
    title: "Manufacturing & Distribution",
    subtitle: "Plants and warehouses that deliver on time, in full",
    icon: "factory",
    body: "Manufacturers and distributors whose margins leak through quoting, scheduling, stock and late payment.",
    bullets: ["On-time-in-full above 95%", "Stock days down by a third", "Quote to cash in half the time"],
    link: { label: "See how we help", href: "/who-we-help/manufacturing" },
  },
  {
    title: "Medical & Healthcare",
    subtitle: "Practices where patients get through and staff go home on time",
    icon: "stethoscope",
    body: "GP, dental, physiotherapy and specialist practices losing patients to unanswered phones, no-shows and admin.",
    bullets: ["Every call answered, day and night", "No-shows down by 40%", "POPIA-compliant patient records"],
    link: { label: "See how we help", href: "/who-we-help/medical" },
  },
];

export const whoWeHelpPage = {
  path: "/who-we-help",
  title: "Who We Help",
  description:
    "Industries we help in South Africa: farms, owner-led businesses, professional services, hospitality, manufacturing, medical practices and HOAs.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Who We Help", href: "/who-we-help" },
  ],
  sections: [
    {
      kind: "hero",
      id: "who-we-help-hero",
      eyebrow: "Who we help",
      heading: "Owner-led businesses across South Africa, built for",
      rotatingWords: ["Growth", "Innovation", "Excellence", "Resilience", "Success", "Continuity"],
      intro:
        "We work with owners who built something real and now want it to run better, grow steadily and stop depending on them for every decision. The problems rhyme across industries; the fixes are specific to yours.",
      actions: [
        { label: "Book a Free Strategy Call", href: "/book/strategy-call", emphasis: "primary" },
        { label: "See how we work", href: "/how-we-work", emphasis: "secondary" },
      ],
    },
    {
      kind: "carousel",
      id: "industries",
      eyebrow: "Industries",
      heading: "Find your industry",
      intro: "Six industries we know well, each with the outcomes owners there ask us for most.",
      label: "Industries",
      loop: true,
      perView: { base: 1, md: 2, lg: 3 },
      cards: industryCards,
    },
    {
      kind: "cardGrid",
      id: "also",
      tone: "sand",
      eyebrow: "Also",
      heading: "Communities and landings",
      columns: 2,
      cards: [
        {
          title: "Homeowners Associations",
          icon: "house",
          body: "Estates and complexes where trustees volunteer their evenings: levies collected, residents answered and reserve funds planned.",
          link: { label: "Homeowners Associations", href: "/who-we-help/hoa" },
        },
        {
          title: "Retail & Hospitality in 90 days",
          icon: "tags",
          body: "Our 12-week programme for shops, restaurants and guesthouses: margins, stock and service fixed in four phases.",
          link: { label: "Retail & Hospitality programme", href: "/who-we-help/retail-and-hospitality" },
        },
      ],
    },
    {
      kind: "stats",
      id: "results",
      eyebrow: "Results",
      heading: "What owners see after 90 days",
      stats: [
        { value: "10 hours", label: "a week back for the owner", detail: "Median across engagements in 2024 and 2025" },
        { value: "3.4%", label: "more gross margin", detail: "From pricing, stock and supplier work" },
        { value: "28 days", label: "less cash tied up", detail: "Debtor and stock days combined" },
        { value: "7", label: "industries served", detail: "From family farms to medical practices" },
      ],
    },
    {
      kind: "ctaBand",
      id: "who-we-help-cta",
      heading: "Not sure where your business fits?",
      intro:
        "Most owners aren't. Book a free 30-minute call and we will tell you honestly whether and where we can help.",
      actions: [{ label: "Book a Free Strategy Call", href: "/book/strategy-call", emphasis: "primary" }],
      notes: ["Free 30-minute call", "No obligation", "A written summary afterwards"],
    },
  ],
} satisfies MarketingPage;
