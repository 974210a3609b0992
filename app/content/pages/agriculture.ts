/**
 * Agriculture & Family Farms (/who-we-help/agriculture): family farms and
 * agri-businesses run on systems and a plan the next generation can carry.
 */
import type { MarketingPage } from "./types";

const call = {
  label: "Book a Farm Strategy Call",
  href: "/book/strategy-call?lead=agriculture",
  emphasis: "primary",
} as const;

export const agriculturePage = {
  path: "/who-we-help/agriculture",
  title: "Agriculture & Family Farms",
  description:
    "Advisory for South African family farms and agri-businesses: seasonal cash flow, cost per hectare, systems and a succession plan the family agrees on.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Who We Help", href: "/who-we-help" },
    { label: "Agriculture & Family Farms", href: "/who-we-help/agriculture" },
  ],
  sections: [
    {
      kind: "hero",
      id: "agriculture-hero",
      eyebrow: "Agriculture & Family Farms",
      heading: "A farm that runs on systems, and a plan the next generation can carry",
      intro:
        "Weather, input prices and the rand you cannot control. Cash flow across the season, cost per hectare, the people on the farm and who takes over one day, you can. We help family farms and agri-businesses run the business side as well as they farm.",
      actions: [call, { label: "See how we work", href: "/how-we-work", emphasis: "secondary" }],
      stats: [
        { value: "12 months", label: "cash flow planned across the season" },
        { value: "4 stages", label: "from first visit to running on its own" },
        { value: "R0", label: "for the first farm visit and call" },
      ],
    },
    {
      kind: "comparison",
      id: "approach",
      eyebrow: "Traditional vs strategic",
      heading: "From farming by feel to running the farm as a business",
      intro: "Most family farms are run well in the field and by memory in the office. Here is what changes.",
      rowHeader: "Area",
      columns: ["Traditional farm management", "Strategic farm management"],
      rows: [
        {
          label: "Cash flow",
          values: [
            "Watched in the bank balance; overdraft covers the gaps",
            "Planned 12 months ahead, per season and crop, with the bank on board",
          ],
        },
        {
          label: "Costs",
          values: [
            "Known per year for the whole farm",
            "Known per hectare, per block and per head, compared each season",
          ],
        },
        {
          label: "Decisions",
          values: ["Made by the owner, often alone", "Made in a monthly meeting with the figures on the table"],
        },
        {
          label: "People",
          values: [
            "Roles understood, not written down",
            "Clear roles, a supervisor structure and simple daily records",
          ],
        },
        {
          label: "Compliance",
          values: [
            "Handled when an inspection comes",
            "A calendar for labour, water use, chemicals and SARS deadlines",
          ],
        },
        {
          label: "Succession",
          values: [
            "Talked about at Christmas, never settled",
            "A written plan with dates, roles and a fair deal for each child",
          ],
        },
      ],
    },
    {
      kind: "steps",
      id: "framework",
      tone: "sand",
      eyebrow: "Our framework",
      heading: "Four stages, fitted around the season",
      intro: "We work around planting and harvest, not against them.",
      steps: [
        {
          title: "Assess",
          duration: "Weeks 1-2",
          icon: "search",
          body: "A farm visit, the last three seasons' figures and conversations with the family and key staff. You get a clear picture of profit per enterprise and the three biggest risks.",
        },
        {
          title: "Structure",
          duration: "Weeks 3-6",
          icon: "layers",
          body: "A 12-month cash-flow plan, cost per hectare and per head, roles on the farm and a monthly management meeting with a one-page report.",
        },
        {
          title: "Implement",
          duration: "Months 2-3",
          icon: "wrench",
          body: "We set up the records, the reporting and the routines with your team, and start the succession conversation with the whole family at the table.",
        },
        {
          title: "Sustain",
          duration: "Ongoing",
          icon: "chart-line",
          body: "A quarterly review, each season's results against plan, and support when the bank, a buyer or the next generation asks the hard questions.",
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "outcomes",
      eyebrow: "Outcomes",
      heading: "What farms see after the first season",
      columns: 3,
      cards: [
        {
          title: "Cash flow you can plan on",
          icon: "wallet",
          metric: { value: "-35%", label: "peak overdraft use" },
          body: "Input purchases, harvest income and loan repayments mapped month by month, so the low points are planned for, not discovered.",
        },
        {
          title: "Costs known per hectare",
          icon: "chart-line",
          metric: { value: "R1 800", label: "average saving per hectare" },
          body: "Each block and enterprise measured against the last season and the district, so you cut where it matters.",
        },
        {
          title: "A family plan agreed",
          icon: "handshake",
          metric: { value: "1", label: "written succession plan" },
          body: "Who farms, who owns, who is paid out and when: agreed while everyone is still around the table.",
        },
      ],
    },
    {
      kind: "faq",
      id: "agriculture-faq",
      tone: "sand",
      eyebrow: "Questions",
      heading: "Farm owners ask",
      items: [
        {
          question: "Do you understand farming, or only business?",
          answer:
            "Both. We do not tell you how to farm; we work with your agronomist, vet and co-op adviser. Our part is the business side: cash flow, costs, people, structures and succession.",
        },
        {
          question: "Will this fit around planting and harvest?",
          answer:
            "Yes. We plan the stages around your calendar. Most of the structuring work happens in the quieter months, and during harvest we only keep the weekly figures going.",
        },
        {
          question: "What does it cost?",
          answer:
            "The assessment is a fixed fee agreed up front, usually between R25 000 and R45 000 depending on the size of the farm. Later stages are quoted per stage in rand, before they start.",
        },
        {
          question: "Can you help with the bank and the Land Bank?",
          answer:
            "Yes. A 12-month cash-flow plan and clean management accounts are what lenders ask for. We help you prepare them and can join the meeting.",
        },
        {
          question: "How do you handle succession between siblings?",
          answer:
            "Carefully and with everyone present. We separate ownership, management and income, so a child who farms and a child who does not are both treated fairly. Your attorney and tax adviser finalise the legal side.",
        },
        {
          question: "We are in a remote area. Do you travel?",
          answer:
            "Yes. The first visit is on the farm. After that most meetings are online, with a farm visit each quarter anywhere in South Africa.",
        },
      ],
      actions: [call],
    },
    {
      kind: "ctaBand",
      id: "agriculture-cta",
      heading: "Start with a farm strategy call",
      intro: "Thirty minutes, free. Tell us about the farm and the family, and we will tell you where we would start.",
      actions: [call],
      notes: ["Free 30-minute call", "Farm visit for the assessment", "Fixed fees in rand"],
    },
  ],
} satisfies MarketingPage;
