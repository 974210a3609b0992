/**
 * Homeowners Associations (/who-we-help/hoa): estates and complexes run by
 * volunteer trustees, with levies, residents and reserves to look after.
 */
import type { MarketingPage } from "./types";

const call = { label: "Book a Trustee Call", href: "/book/diagnostic-call?lead=hoa", emphasis: "primary" } as const;

export const hoaPage = {
  path: "/who-we-help/hoa",
  title: "Homeowners Associations",
  description:
    "For South African HOAs, estates and body corporates: levies collected, residents answered and reserves planned, with less of the trustees' evenings.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Who We Help", href: "/who-we-help" },
    { label: "Homeowners Associations", href: "/who-we-help/hoa" },
  ],
  sections: [
    {
      kind: "hero",
      id: "hoa-hero",
      eyebrow: "Homeowners Associations",
      heading: "An estate that runs smoothly, without eating the trustees' evenings",
      intro:
        "Trustees volunteer their time, residents expect a service, and the managing agent can only do so much. We set up the systems that collect levies on time, answer residents quickly and keep the reserve fund on track, in line with the Community Schemes Ombud Service Act and POPIA.",
      actions: [
        call,
        { label: "Take the free automations assessment", href: "/automations-assessment", emphasis: "secondary" },
      ],
    },
    {
      kind: "cardGrid",
      id: "interventions",
      eyebrow: "What we put in place",
      heading: "Six interventions that lighten the board's load",
      columns: 3,
      cards: [
        {
          title: "Levy collection on autopilot",
          icon: "banknote",
          body: "Statements, payment links and reminders on set days, with arrears escalated by a clear, agreed policy.",
        },
        {
          title: "One resident help desk",
          icon: "message",
          body: "WhatsApp, email and the portal in one queue, every request logged with an owner and a due date.",
        },
        {
          title: "Maintenance you can see",
          icon: "wrench",
          body: "Work orders with photos, contractor quotes side by side and residents told when it is done.",
        },
        {
          title: "A reserve fund plan",
          icon: "wallet",
          body: "A ten-year plan for roofs, roads, pumps and paint, so special levies are the exception.",
        },
        {
          title: "Board packs in minutes",
          icon: "clipboard-list",
          body: "Arrears, budget, maintenance and complaints on one page, ready before every meeting.",
        },
        {
          title: "Access and security records",
          icon: "shield-check",
          body: "Visitor, contractor and resident access records kept tidy and POPIA-compliant.",
        },
      ],
    },
    {
      kind: "rail",
      id: "resident-experience",
      tone: "sand",
      eyebrow: "The resident experience",
      heading: "From move-in to AGM: every touchpoint, designed",
      label: "Resident experience stages",
      step: 420,
      gap: 24,
      cards: [
        {
          eyebrow: "Stage 1",
          title: "Moving in",
          icon: "key",
          body: "A welcome pack, conduct rules, access tags and the levy debit order set up in the first week.",
        },
        {
          eyebrow: "Stage 2",
          title: "Paying levies",
          icon: "banknote",
          body: "A clear monthly statement with a payment link, and a friendly reminder before anything turns into arrears.",
        },
        {
          eyebrow: "Stage 3",
          title: "Asking for help",
          icon: "message",
          body: "One number and one portal; an acknowledgement in minutes and a named person responsible.",
        },
        {
          eyebrow: "Stage 4",
          title: "Maintenance",
          icon: "wrench",
          body: "Reported with a photo, scheduled with a date, closed with a note the resident can see.",
        },
        {
          eyebrow: "Stage 5",
          title: "Staying informed",
          icon: "calendar-check",
          body: "A short monthly newsletter: what was fixed, what is planned and how the money is spent.",
        },
        {
          eyebrow: "Stage 6",
          title: "The AGM",
          icon: "users",
          body: "Financials, the reserve plan and the maintenance record sent in time, with online voting by proxy.",
        },
      ],
    },
    {
      kind: "beforeAfter",
      pairing: "two-sides",
      id: "pain-points",
      eyebrow: "Pain points",
      heading: "What the board and the residents each feel",
      before: {
        title: "For the board",
        items: [
          "Evenings lost to WhatsApp groups and complaints",
          "Arrears found at the AGM, not in the month they start",
          "Contractor quotes compared in email threads",
          "Decisions made without current figures",
        ],
      },
      after: {
        title: "For the residents",
        items: [
          "Not knowing whether a request was received",
          "Levy increases and special levies without warning",
          "Repairs that take weeks with no update",
          "Rules applied differently to different owners",
        ],
      },
    },
    {
      kind: "list",
      id: "money",
      tone: "sand",
      eyebrow: "The money",
      heading: "Levies, arrears and the reserve fund",
      style: "checks",
      items: [
        {
          title: "Arrears under 5% of the annual levy roll",
          body: "A consistent collection process, applied to everyone, with payment arrangements recorded.",
        },
        {
          title: "A reserve fund that matches the plan",
          body: "Contributions set from a ten-year maintenance plan, as the Sectional Titles Schemes Management Act expects.",
        },
        {
          title: "Budgets trustees can explain",
          body: "Each line of the levy budget linked to a service residents can see.",
        },
        {
          title: "Costs compared every year",
          body: "Security, garden, insurance and utilities tendered or benchmarked, not simply renewed.",
        },
      ],
      aside: {
        title: "Where the money leaks",
        body: "In most estates we review, late levies, unbudgeted repairs and unreviewed contracts together cost between 6% and 10% of the levy roll every year.",
      },
    },
    {
      kind: "stats",
      id: "case",
      eyebrow: "Case snapshot",
      heading: "A 300-home estate in Gauteng, twelve months on",
      intro:
        "Five volunteer trustees, an overloaded managing agent and arrears climbing every month. We set up collection, a resident help desk and a reserve plan in twelve weeks.",
      stats: [
        { value: "300", label: "homes in the estate" },
        {
          value: "R1.2m",
          label: "arrears down to R310 000",
          detail: "Within nine months, with 41 payment plans agreed",
        },
        { value: "2 days", label: "average time to close a request", detail: "Down from 11 days" },
        { value: "6 hours", label: "a month per trustee", detail: "Down from about 20" },
      ],
    },
    {
      kind: "ctaBand",
      id: "hoa-cta",
      heading: "Give your trustees their evenings back",
      intro:
        "Book a free call for your board. We will look at your arrears, your request backlog and your reserve plan.",
      actions: [call],
      notes: ["Free 30-minute board call", "Works with your managing agent", "POPIA-compliant records"],
    },
  ],
} satisfies MarketingPage;
