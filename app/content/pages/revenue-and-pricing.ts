/**
 * Revenue & Pricing (/services/revenue-and-pricing): prices, packages and a
 * quote-to-cash process that make every sale earn what it should.
 */
import type { MarketingPage } from "./types";

const assessment = {
  label: "Get Pricing Assessment",
  href: "/contact?lead=pricing-assessment",
  emphasis: "primary",
} as const;
const healthCheck = {
  label: "Revenue Health Check",
  href: "/contact?lead=revenue-health-check",
  emphasis: "secondary",
} as const;

export const revenueAndPricingPage = {
  path: "/services/revenue-and-pricing",
  title: "Revenue & Pricing",
  description:
    "Pricing and revenue advisory for South African owner-led businesses: close discount leaks, package your offer and get paid faster, with results guaranteed.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Services", href: "/services" },
    { label: "Revenue & Pricing", href: "/services/revenue-and-pricing" },
  ],
  sections: [
    {
      kind: "hero",
      id: "revenue-hero",
      eyebrow: "Revenue & Pricing",
      heading: "Charge what you're worth, and collect it",
      intro:
        "Most owner-led businesses undercharge by habit: old price lists, discounts nobody approved and quotes that take a week. We fix the prices, the packages and the path from quote to cash, so growth shows up in the margin, not just the turnover.",
      actions: [assessment, healthCheck],
    },
    {
      kind: "cardGrid",
      id: "warning-signs",
      eyebrow: "Warning signs",
      heading: "Six signs your pricing is costing you",
      columns: 3,
      cards: [
        {
          title: "Prices last changed years ago",
          icon: "clock",
          body: "Costs rose with inflation and the rand; your price list didn't.",
        },
        {
          title: "Discounts without rules",
          icon: "tags",
          body: "Sales people give away margin to close deals, and nobody tracks how much.",
        },
        {
          title: "Busy but not profitable",
          icon: "chart-line",
          body: "Turnover grows every year while the bank balance stays the same.",
        },
        {
          title: "Quotes take days",
          icon: "receipt",
          body: "Customers buy from whoever answers first; your quote arrives after they have.",
        },
        {
          title: "One price for everyone",
          icon: "users",
          body: "Your best customers and your most demanding ones pay the same.",
        },
        {
          title: "Debtors drift past 60 days",
          icon: "wallet",
          body: "Sales are made, but the cash arrives months later, if at all.",
        },
      ],
    },
    {
      kind: "carousel",
      id: "components",
      tone: "sand",
      eyebrow: "What we build",
      heading: "Six components of a revenue engine",
      label: "Revenue components",
      loop: true,
      perView: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          title: "Pricing architecture",
          icon: "layers",
          bullets: [
            "Prices set from value and cost, not habit",
            "Price lists reviewed every six months",
            "Margin floors per product and customer",
          ],
        },
        {
          title: "Offer and packaging",
          icon: "package",
          bullets: [
            "Good, better, best packages",
            "Add-ons that lift the average sale",
            "Clear terms for what is and isn't included",
          ],
        },
        {
          title: "Quote to cash automation",
          icon: "workflow",
          bullets: [
            "Quotes out the same day from templates",
            "Accepted quotes become invoices automatically",
            "Payment links and reminders built in",
          ],
        },
        {
          title: "Supplier commercial program",
          icon: "truck",
          bullets: [
            "Supplier prices benchmarked yearly",
            "Rebates and settlement discounts claimed",
            "Terms matched to your customer terms",
          ],
        },
        {
          title: "Revenue ops rhythm",
          icon: "calendar-check",
          bullets: [
            "A weekly pipeline and margin review",
            "Targets per sales person and product",
            "A monthly price and discount report",
          ],
        },
        {
          title: "Deal discipline",
          icon: "scale",
          bullets: [
            "Discount limits by role",
            "Approval for anything below the floor",
            "Won and lost deals reviewed monthly",
          ],
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "outcomes",
      eyebrow: "Expected outcomes",
      heading: "What changes in 90 days",
      columns: 3,
      cards: [
        {
          title: "Higher margins",
          icon: "trending-up",
          metric: { value: "+3 to 8", label: "points of gross margin" },
          body: "From prices that reflect value and discounts that follow rules.",
        },
        {
          title: "Faster quotes",
          icon: "timer",
          metric: { value: "Same day", label: "quote turnaround" },
          body: "Templates and automation get quotes out while the customer is still keen.",
        },
        {
          title: "Cash sooner",
          icon: "banknote",
          metric: { value: "-20 days", label: "debtor days" },
          body: "Invoices out on acceptance, reminders automated, terms enforced.",
        },
      ],
    },
    {
      kind: "faq",
      id: "revenue-faq",
      tone: "sand",
      eyebrow: "Questions",
      heading: "Pricing questions owners ask",
      items: [
        {
          question: "Won't we lose customers if we raise prices?",
          answer:
            "A few price-only buyers may leave, and that is usually fine: they are often the least profitable. We test changes on a segment first and track customer loss against margin gained every week.",
        },
        {
          question: "How quickly will we see a difference?",
          answer:
            "Discount rules and quote templates work within weeks. Price changes show in the margin in the first full month after they take effect.",
        },
        {
          question: "Do you need access to our systems?",
          answer:
            "Read access to your accounting and sales data is enough to start. We set up the quoting and automation in the tools you already use where we can.",
        },
        {
          question: "What does 'results guaranteed' mean?",
          answer:
            "We agree a margin or cash target in the assessment. If the pilot doesn't reach it, you don't pay the pilot fee.",
        },
      ],
    },
    {
      kind: "ctaBand",
      id: "revenue-cta",
      heading: "Find out what your prices are costing you",
      intro:
        "Book a pricing assessment: we look at your price list, discounts and quote-to-cash, and show you the margin on the table.",
      actions: [assessment, healthCheck],
      notes: ["Quick 30-minute assessment", "Risk-free pilot program", "Results guaranteed"],
    },
  ],
} satisfies MarketingPage;
