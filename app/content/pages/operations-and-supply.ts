/**
 * Operations & Supply (/services/operations-and-supply): removing the
 * friction in stock, suppliers and processes that costs an owner-led
 * business margin, cash and time.
 */
import type { Card, IndustryCallSection, MarketingPage } from "./types";

const operationsCall = {
  label: "Book a 20-minute Operations Call",
  href: "/book/operations-call?focus=operations",
  emphasis: "primary",
} as const;
const assessment = {
  label: "Request an Operations Assessment",
  href: "/contact?lead=operations-assessment",
  emphasis: "secondary",
} as const;

const getStarted = { label: "Get started", href: "/contact?focus=operations" } as const;
const samplePlan = {
  label: "Get a sample 90-day plan",
  href: "/contact?lead=operations-plan",
  emphasis: "secondary",
} as const;

const levers: Card[] = [
  {
    title: "Inventory and working capital",
    icon: "boxes",
    body: "Cash released from the shelves without more stock-outs.",
    bullets: [
      "Reorder points set from real sales and lead times",
      "Slow and dead stock cleared with a plan",
      "Stock counts that match the system",
    ],
    link: getStarted,
  },
  {
    title: "Supplier terms and sourcing",
    icon: "handshake",
    body: "Better prices, longer terms and fewer surprises from the suppliers you depend on.",
    bullets: [
      "Spend analysis by supplier and category",
      "Terms renegotiated, e.g. from 30 to 45 days",
      "A second source for every critical input",
    ],
    link: getStarted,
  },
  {
    title: "Process flow and capacity",
    icon: "workflow",
    body: "Work that moves from order to delivery without waiting, rework or heroics.",
    bullets: [
      "Order-to-delivery mapped and bottlenecks removed",
      "Standard work for the ten most common jobs",
      "Capacity planned weeks ahead, not on the day",
    ],
    link: getStarted,
  },
  {
    title: "Logistics and fulfilment",
    icon: "truck",
    body: "Deliveries that arrive complete and on time, at a cost you know.",
    bullets: [
      "Delivery routes and carriers reviewed for cost",
      "Pick, pack and dispatch errors cut",
      "Load-shedding and port-delay contingency plans",
    ],
    link: getStarted,
  },
  {
    title: "Operational metrics and rhythm",
    icon: "gauge",
    body: "The few numbers that show where operations are slipping, every week.",
    bullets: [
      "On-time-in-full, stock days and margin per order",
      "A 15-minute daily huddle on the floor",
      "Problems solved at the root, not patched",
    ],
    link: getStarted,
  },
];

export const operationsIndustryCall = {
  kind: "industryCall",
  id: "industry-call",
  tone: "sand",
  eyebrow: "Talk to an operations adviser",
  heading: "Book a call about operations in your industry",
  intro:
    "Tell us your industry and we will bring examples from businesses like yours to a free 20-minute operations call.",
  label: "Your industry",
  placeholder: "Choose your industry",
  industries: [
    "Manufacturing & Distribution",
    "Retail & Wholesale",
    "Agriculture & Agri-processing",
    "Hospitality & Tourism",
    "Logistics & Transport",
    "Construction & Engineering",
  ],
  action: { label: "Book a call", href: "/contact" },
} satisfies IndustryCallSection;

export const operationsAndSupplyPage = {
  path: "/services/operations-and-supply",
  title: "Operations & Supply",
  description:
    "Operations and supply chain advisory for South African SMBs: fix stock, supplier terms and process friction to free up cash, margin and your team's time.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Services", href: "/services" },
    { label: "Operations & Supply", href: "/services/operations-and-supply" },
  ],
  sections: [
    {
      kind: "hero",
      id: "operations-hero",
      eyebrow: "Operations & Supply",
      heading: "Free up cash, margin and time by taking the friction out of operations",
      intro:
        "Stock that doesn't move, suppliers that set the terms and a team that waits for you to decide: friction like this quietly costs an owner-led business more than most price increases earn. We find it, fix it beside your team and make the fix stick.",
      actions: [operationsCall, assessment],
      note: "Free · 20 minutes · Get a sample 90-day plan after the call",
    },
    {
      kind: "list",
      id: "signals",
      eyebrow: "Signs of friction",
      heading: "Where operations quietly cost you money",
      intro: "If two or more of these are true, friction is costing you more than you think.",
      style: "checks",
      items: [
        {
          title: "Stock-outs and dead stock at the same time",
          body: "Best sellers run out while slow movers gather dust and tie up cash.",
        },
        {
          title: "Suppliers set the terms",
          body: "You pay in 30 days or less, while your own customers take 60 or more.",
        },
        {
          title: "Orders need chasing to go out",
          body: "Deliveries leave late or incomplete unless someone senior steps in.",
        },
        {
          title: "Margins shrink as sales grow",
          body: "Overtime, rush freight and rework grow faster than turnover.",
        },
        {
          title: "The system and the shelf disagree",
          body: "Stock counts are out by more than a few percent, so nobody trusts the numbers.",
        },
        {
          title: "Everything runs through you",
          body: "Purchasing, scheduling and problem-solving wait for the owner's decision.",
        },
      ],
      aside: {
        title: "The cost of friction",
        body: "In a typical R40 million distributor we find 8–12% of stock value sitting in slow or dead stock, a week or more of cash tied up by short supplier terms, and two to three days a week of senior time lost to chasing orders. Most of it is recoverable within 90 days.",
        actions: [operationsCall, samplePlan],
      },
    },
    {
      kind: "cardGrid",
      id: "levers",
      tone: "sand",
      eyebrow: "Five levers",
      heading: "Five levers that free up cash and time",
      intro:
        "We start with the lever that releases the most cash or time soonest, then work through the rest in 90-day sprints.",
      columns: 3,
      cards: levers,
    },
    {
      kind: "cardGrid",
      id: "accelerators",
      eyebrow: "Digital accelerators",
      heading: "Digital tools that make the improvements stick",
      intro: "Built on the accounting and stock systems you already use, so the gains hold after we leave.",
      columns: 4,
      cards: [
        {
          title: "Live stock dashboard",
          icon: "chart-line",
          body: "Stock days, slow movers and reorder alerts by branch, updated every morning from Sage, Xero or your ERP.",
        },
        {
          title: "Automated purchase orders",
          icon: "receipt",
          body: "Reorder suggestions drafted from sales and lead times, waiting for one-click approval.",
        },
        {
          title: "Supplier scorecards",
          icon: "clipboard-list",
          body: "On-time delivery, quality and price changes for each supplier, ready for the next negotiation.",
        },
        {
          title: "Job and order tracking",
          icon: "route",
          body: "Every order's status visible to your team and your customer, without a phone call.",
        },
      ],
    },
    {
      kind: "steps",
      id: "approach",
      tone: "white",
      eyebrow: "Our approach",
      heading: "Five steps from friction to flow",
      intro: "Each step ends with a result you can measure, agreed with you before we start.",
      steps: [
        {
          title: "Walk the floor",
          duration: "Week 1",
          icon: "search",
          body: "We follow orders, stock and paperwork through the business and talk to the people doing the work.",
        },
        {
          title: "Measure the friction",
          duration: "Weeks 2–3",
          icon: "gauge",
          body: "Stock, supplier, process and delivery data turned into a baseline, with every leak valued in rand.",
        },
        {
          title: "Design the fixes",
          duration: "Weeks 3–4",
          icon: "pen-tool",
          body: "A 90-day plan ranked by cash and time released, with owners and targets your team agrees to.",
        },
        {
          title: "Implement with your team",
          duration: "Weeks 5–10",
          icon: "wrench",
          body: "We work beside your people on the floor, in the warehouse and at the supplier table until the new way works.",
        },
        {
          title: "Embed and hand over",
          duration: "Weeks 11–12",
          icon: "badge-check",
          body: "Daily huddles, weekly metrics and written standards, so the results hold without us.",
        },
      ],
    },
    {
      kind: "list",
      id: "principles",
      tone: "sand",
      eyebrow: "Implementation principles",
      heading: "How we make improvements last",
      style: "numbered",
      items: [
        {
          title: "Cash first",
          body: "We tackle what releases cash soonest, so the work pays for itself early.",
        },
        {
          title: "Fix the process before buying software",
          body: "A new system on a broken process only makes the mistakes faster.",
        },
        {
          title: "Your people own the change",
          body: "The team that does the work designs the fix, so it survives after we leave.",
        },
        {
          title: "Measure weekly",
          body: "A few numbers, reviewed every week, show whether the fix is holding.",
        },
        {
          title: "Small steps, fast",
          body: "Trial a change on one product line or one shift, learn, then roll it out.",
        },
        {
          title: "No disruption to customers",
          body: "Changes are planned around your busy periods and your customers' deliveries.",
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "why-us",
      eyebrow: "Why choose us",
      heading: "Four reasons owners choose us for operations",
      columns: 4,
      cards: [
        {
          title: "We have run operations",
          icon: "factory",
          body: "Our advisers bring 15+ years of running factories, warehouses and distribution, not only advising on them.",
        },
        {
          title: "Results in rand",
          icon: "banknote",
          body: "Every target is a number in rand or days, agreed up front and reported every fortnight.",
        },
        {
          title: "Beside your team",
          icon: "users",
          body: "We implement with your people on the floor instead of leaving a report on your desk.",
        },
        {
          title: "Built for South Africa",
          icon: "shield-check",
          body: "Plans that allow for load-shedding, port delays, rand swings and local supplier realities.",
        },
      ],
    },
    operationsIndustryCall,
  ],
} satisfies MarketingPage;
