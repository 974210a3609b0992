/**
 * Smart Systems and AI (/services/smart-systems-and-ai): quick wins that go
 * live in two weeks, by industry, behind a 90-day money-back guarantee.
 */
import type { ServiceOffer } from "~/lib/pages/structured-data";
import { site } from "../site";
import type { CtaLink, MarketingPage, TabItem } from "./types";

const consultation = { label: "Get FREE Consultation", href: "/contact", emphasis: "primary" } as const;

/** What the page's structured data (schema.org Service) says of the offer. */
export const smartSystemsService = {
  name: "Smart Systems & AI",
  serviceType: "Business automation and AI implementation",
  /** The consulting range for a project, in rand. */
  price: { currency: site.currency, min: 15_000, max: 85_000 },
} satisfies ServiceOffer;

const tabActions: CtaLink[] = [
  consultation,
  { label: "Read automation insights", href: "/insights", emphasis: "secondary" },
];

function industryTab(
  tab: Omit<TabItem, "groups" | "actions"> & { challenges: string[]; solutions: string[]; results: string[] },
): TabItem {
  const { challenges, solutions, results, ...rest } = tab;
  return {
    ...rest,
    groups: [
      { heading: "Challenges", items: challenges },
      { heading: "Solutions", items: solutions },
      { heading: "Results", items: results },
    ],
    actions: tabActions,
  };
}

const industryTabs: TabItem[] = [
  industryTab({
    id: "healthcare",
    label: "Healthcare",
    body: "Practices lose hours to ringing phones, paper forms and medical aid admin. We automate the front desk so your team can look after the patients in front of them.",
    challenges: [
      "Calls go unanswered during consultations and after hours",
      "Paper intake forms retyped into the practice system",
      "No-shows that leave gaps in the day",
      "Medical aid claims rejected for missing details",
    ],
    solutions: [
      "A 24/7 AI receptionist that books, moves and confirms appointments",
      "Digital intake forms sent by SMS or WhatsApp before the visit",
      "Automatic reminders with one-tap rescheduling",
      "Claim checks before submission, within POPIA and HPCSA rules",
    ],
    results: ["12 hours a week of front-desk time saved", "35% fewer no-shows", "R40 000 more billed each month"],
    story: {
      heading: "Success story: a four-doctor practice in Durban",
      body: "Reception missed about 20 calls a day while checking patients in. An AI receptionist now answers every call, books straight into the practice calendar and sends digital forms before each visit.",
      result: "Missed calls down from 20 a day to 2 within six weeks.",
    },
  }),
  industryTab({
    id: "professional-services",
    label: "Professional Services",
    body: "Accounting, legal, engineering and consulting firms sell time, yet partners spend much of it on admin. We automate intake, proposals and billing so more hours are billable.",
    challenges: [
      "Partners doing admin instead of client work",
      "Proposals and engagement letters written from scratch",
      "Time captured late, or not at all",
      "Debtor days creeping past 60",
    ],
    solutions: [
      "Lead capture that qualifies enquiries and books the first meeting",
      "Proposal and engagement-letter templates filled from your CRM",
      "Time-capture prompts and automatic work-in-progress reports",
      "Invoices and statements sent and followed up automatically",
    ],
    results: ["10 hours a week back per partner", "Proposals out 50% faster", "Debtor days down from 62 to 38"],
    story: {
      heading: "Success story: a 12-person accounting firm in Pretoria",
      body: "Invoices went out whenever someone found the time. Billing now runs on the 25th from recorded time, with polite reminders at 7, 14 and 30 days.",
      result: "R380 000 of overdue fees collected in the first quarter.",
    },
  }),
  industryTab({
    id: "manufacturing",
    label: "Manufacturing",
    body: "When input costs and the rand move weekly, slow quotes and stale price lists cost you margin. We connect quoting, stock and production to live numbers.",
    challenges: [
      "Quotes take days because prices live in spreadsheets",
      "Stock counts that never match the system",
      "Production planned on a whiteboard",
      "Orders retyped from email into the accounting system",
    ],
    solutions: [
      "A quote builder fed by live costs and supplier price lists",
      "Reorder alerts from actual usage and supplier lead times",
      "A live production board on the shop floor",
      "Orders captured from email straight into your accounting system",
    ],
    results: [
      "15 hours a week of office admin saved",
      "Quotes out in hours, not days",
      "3% of margin recovered on quoted jobs",
    ],
    story: {
      heading: "Success story: a metal fabricator in Germiston",
      body: "Quotes took three days and often used last month's steel prices. A quote builder linked to supplier price lists now prices a job in under an hour.",
      result: "Quote turnaround from 3 days to 4 hours; win rate up from 22% to 31%.",
    },
  }),
  industryTab({
    id: "logistics-and-transport",
    label: "Logistics and Transport",
    body: "Every phone call to a driver and every lost delivery note delays an invoice. We put dispatch, proof of delivery and billing on one automated track.",
    challenges: [
      "Drivers phoning in for every delivery update",
      "Paper proof of delivery, lost before anyone invoices",
      "Customers calling to ask where their order is",
      "Fuel and toll costs reconciled by hand",
    ],
    solutions: [
      "A driver app with digital proof of delivery and photos",
      "Automatic delivery updates to customers by WhatsApp and email",
      "Invoices raised the moment a delivery is signed for",
      "Fuel-card and toll data matched to trips automatically",
    ],
    results: [
      "20 hours a week of dispatch admin saved",
      "60% fewer status calls from customers",
      "Invoices out 9 days sooner",
    ],
    story: {
      heading: "Success story: a 30-truck distributor in Gqeberha",
      body: "Signed delivery notes travelled back to the office in cab door pockets, and invoicing waited for them. Drivers now capture signatures and photos on their phones, and the invoice follows automatically.",
      result: "Invoices out the same day instead of 9 days later, releasing more than R1 million in cash.",
    },
  }),
  industryTab({
    id: "field-services",
    label: "Field Services",
    body: "Installers, technicians and maintenance teams lose jobs in WhatsApp chats and parts on unbilled job cards. We connect booking, the job card and the invoice.",
    challenges: [
      "Jobs booked on WhatsApp and lost in the chat",
      "Technicians driving back to the office for job cards",
      "Quotes sent days after the site visit",
      "Parts used on site never invoiced",
    ],
    solutions: [
      "Online booking, with an AI assistant that takes job requests",
      "Mobile job cards with photos, signatures and checklists",
      "Quotes generated on site from your price book",
      "Parts and hours flow from the job card to the invoice",
    ],
    results: [
      "2 more jobs per technician each week",
      "Quotes sent the same day",
      "R25 000 a month of parts billed that used to slip through",
    ],
    story: {
      heading: "Success story: a solar and backup-power installer in Cape Town",
      body: "Enquiries surged with load-shedding and the owner was writing quotes at midnight. An AI assistant now qualifies enquiries, books site visits and sends a quote from the price book before the technician leaves the site.",
      result: "Same-day quotes, and 40% more installations booked in the first 90 days.",
    },
  }),
  industryTab({
    id: "retail-and-hospitality",
    label: "Retail and Hospitality",
    body: "Shops, restaurants and guesthouses run on thin margins and long hours. We automate stock, bookings and reporting so managers can spend their time on the floor.",
    challenges: [
      "Bestsellers out of stock while slow lines gather dust",
      "Bookings and enquiries missed after hours",
      "Sales, stock and staff numbers in three separate systems",
      "Reviews and customer messages left unanswered",
    ],
    solutions: [
      "Smart reorder suggestions for each store or outlet",
      "An AI assistant for bookings and questions on your website and WhatsApp",
      "One live dashboard for sales, margin and labour cost",
      "Review alerts with suggested replies",
    ],
    results: ["8 hours a week of manager admin saved", "30% fewer stock-outs", "Average spend up 6%"],
    story: {
      heading: "Success story: a three-restaurant group in Johannesburg",
      body: "Each restaurant ordered stock on instinct and the owner saw food cost a month late. Reorder suggestions now come from sales, and a daily dashboard shows food and labour cost by outlet.",
      result: "Food cost down 4 percentage points in the first quarter.",
    },
  }),
];

export const smartSystemsPage = {
  path: "/services/smart-systems-and-ai",
  title: "Smart Systems & AI",
  service: smartSystemsService,
  description:
    "AI receptionists, lead capture and invoice automation for South African businesses: quick wins live in 2 weeks, a 90-day money-back guarantee and no lock-in.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Services", href: "/services" },
    { label: "Smart Systems & AI", href: "/services/smart-systems-and-ai" },
  ],
  sections: [
    {
      kind: "hero",
      id: "smart-systems-hero",
      eyebrow: "Smart Systems & AI",
      heading: "Smart systems that answer, capture and invoice while you run the business",
      intro:
        "We set up AI receptionists, lead capture and invoice automation on the tools you already use. Your first quick win goes live in two weeks, and everything we build belongs to you.",
      actions: [
        consultation,
        { label: "Automations consulting", href: "/services/automations", emphasis: "secondary" },
      ],
      note: "Free · 30 minutes · No obligation",
      stats: [
        { value: "2 weeks", label: "to your first quick win" },
        { value: "15 hours", label: "saved a month within 90 days" },
        { value: "200–300%", label: "return within 6 months" },
        { value: "90 days", label: "money-back guarantee" },
      ],
    },
    {
      kind: "list",
      id: "guarantee",
      tone: "sand",
      eyebrow: "Our guarantee",
      heading: "Measurable ROI, or your money back",
      intro:
        "We only win when the systems pay for themselves, so every engagement comes with these four promises in writing.",
      style: "checks",
      items: [
        {
          title: "90-day money-back guarantee",
          body: "If the systems we deploy show no measurable return within 90 days, against the baseline we agree before we start, we refund our fees.",
        },
        {
          title: "No lock-in contracts",
          body: "Work month to month. No 12- or 24-month terms and no exit penalties.",
        },
        {
          title: "Cancel anytime with 30 days' notice",
          body: "Give us 30 days' written notice and we wrap up cleanly, handing over everything in progress.",
        },
        {
          title: "You own every automation",
          body: "Workflows, prompts, dashboards and accounts are set up in your name, documented, and stay with you if we part ways.",
        },
      ],
      aside: {
        title: "How we measure the return",
        body: "In week one we record your baseline: hours spent on admin, missed calls, days to get paid. We report against it every fortnight, so the return is a number in rand, not an opinion.",
        actions: [consultation],
      },
    },
    {
      kind: "tabs",
      id: "industries",
      eyebrow: "Industry solutions",
      heading: "Smart systems built for your industry",
      intro:
        "Choose your industry to see the problems we solve most often, the systems we put in place and the results owners measure.",
      label: "Industries",
      tabs: industryTabs,
    },
    {
      kind: "cardGrid",
      id: "features",
      tone: "white",
      eyebrow: "Quick wins first",
      heading: "Start with three systems that pay back in weeks",
      intro:
        "These three priority quick wins go live within two weeks and start saving time at once. When they are running, add the next three.",
      columns: 3,
      cards: [
        {
          title: "24/7 AI receptionist",
          eyebrow: "Deploy in 2 weeks",
          icon: "bot",
          body: "Every call and WhatsApp message answered in your business's voice, day and night.",
          bullets: [
            "Books, moves and confirms appointments in your calendar",
            "Answers the questions your team hears every day",
            "Passes urgent calls to the right person at once",
          ],
        },
        {
          title: "Lead capture automation",
          eyebrow: "Deploy in 2 weeks",
          icon: "target",
          body: "Every enquiry from your website, email and social pages lands in one place and gets a reply within a minute.",
          bullets: [
            "Qualifies leads with your own questions",
            "Books the first call and sends reminders",
            "Follows up until the lead answers",
          ],
        },
        {
          title: "Invoice automation",
          eyebrow: "Deploy in 2 weeks",
          icon: "receipt",
          body: "Invoices go out the moment work is done, and payments are followed up without anyone chasing.",
          bullets: [
            "Raises invoices from quotes, job cards or timesheets",
            "Sends statements and polite reminders on schedule",
            "Reconciles payments in Sage, Xero or QuickBooks",
          ],
        },
      ],
      more: {
        label: "Three more systems to add next",
        cards: [
          {
            title: "Smart inventory",
            icon: "boxes",
            body: "Reorder points set from what actually sells, with supplier lead times built in.",
            bullets: [
              "Reorder suggestions for each branch or warehouse",
              "Slow and dead stock flagged every month",
              "Purchase orders drafted for your approval",
            ],
          },
          {
            title: "Live dashboards",
            icon: "gauge",
            body: "Sales, margin, cash and workload on one screen, updated through the day.",
            bullets: [
              "Built from your accounting and operations data",
              "A weekly summary emailed to you every Monday",
              "Alerts when a number moves outside its range",
            ],
          },
          {
            title: "AI knowledge base",
            icon: "lightbulb",
            body: "Your procedures, price lists and policies, answered in plain language for your team.",
            bullets: [
              "New staff find answers without asking you",
              "Answers come with links to the source document",
              "Kept private to your business and POPIA-compliant",
            ],
          },
        ],
      },
    },
    {
      kind: "faq",
      id: "faq",
      eyebrow: "FAQ",
      heading: "Questions about smart systems and AI",
      intro: "Still wondering whether it fits your business? Ask us directly in a short call.",
      items: [
        {
          question: "Do we need to replace our current systems?",
          answer:
            "No. We build on the accounting, office and booking tools you already pay for, such as Sage, Xero, Microsoft 365 or Google Workspace. We only suggest a new tool when it clearly pays for itself, and we show you the numbers first.",
        },
        {
          question: "How quickly will we see results?",
          answer:
            "The three quick wins go live within two weeks. Most clients save at least 15 hours a month within 90 days, and a return of 200–300% within six months is typical.",
        },
        {
          question: "What does it cost?",
          answer:
            "Projects range from {{feeRange}}, depending on how many systems we set up, with a fixed fee agreed in writing before we start. Software subscriptions are billed to you directly, so you always own the accounts.",
        },
        {
          question: "Is our data safe with AI?",
          answer:
            "Yes. Everything runs in accounts in your name, we process personal information in line with POPIA, and we configure AI tools so that your data is not used to train public models. You decide what each assistant can see.",
        },
      ],
      actions: [{ label: "Book 15-min Call", href: "/book/15-minute-call", emphasis: "primary" }],
    },
    { kind: "insightsCarousel", id: "ai-insights" },
    {
      kind: "ctaBand",
      id: "get-started",
      tone: "white",
      eyebrow: "Get started",
      heading: "Find your first two-week quick win",
      intro:
        "In a free consultation we look at where your team loses the most time and show you which system would pay back first.",
      actions: [consultation, { label: "Browse insights", href: "/insights", emphasis: "secondary" }],
      notes: ["Free 30-minute consultation", "90-day money-back guarantee", "You own every automation"],
    },
  ],
} satisfies MarketingPage;
