/**
 * Entrepreneurs & Business Owners (/who-we-help/entrepreneurs): founders who
 * have outgrown doing everything themselves.
 */
import type { MarketingPage } from "./types";

const call = {
  label: "Book a 30-minute Business Growth Call",
  href: "/book/business-growth-call?lead=entrepreneurs",
  emphasis: "primary",
} as const;

export const entrepreneursPage = {
  path: "/who-we-help/entrepreneurs",
  title: "Entrepreneurs & Business Owners",
  description:
    "For South African founders who have outgrown doing everything: quick wins in weeks, then systems and a team that run the business without you.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Who We Help", href: "/who-we-help" },
    { label: "Entrepreneurs & Business Owners", href: "/who-we-help/entrepreneurs" },
  ],
  sections: [
    {
      kind: "hero",
      id: "entrepreneurs-hero",
      eyebrow: "Entrepreneurs & Business Owners",
      heading: "You built it. Now make it run without you.",
      intro:
        "Every decision, every quote and every problem still lands on your desk. We help founders between R5 million and R100 million in turnover put systems and people in place, so the business grows and you get your time back.",
      actions: [call, { label: "See how we work", href: "/how-we-work", emphasis: "secondary" }],
    },
    {
      kind: "stats",
      id: "impact",
      eyebrow: "Why owners call us",
      heading: "The hours you could have back",
      stats: [
        {
          value: "20",
          label: "hours a week back for the owner",
          detail: "The most we have freed for a founder within six months",
          countUp: true,
        },
        { value: "90 days", label: "to the first real change", detail: "Quick wins land in the first month" },
        { value: "3", label: "phases, each with a fixed fee", detail: "Agreed in rand before it starts" },
      ],
    },
    {
      kind: "cardGrid",
      id: "quick-wins",
      tone: "sand",
      eyebrow: "Quick wins",
      heading: "What changes in the first month",
      columns: 4,
      cards: [
        {
          title: "Your diary back",
          icon: "calendar-check",
          body: "A decision list: what only you decide, what your team decides, and what no one needs to decide again.",
        },
        {
          title: "Cash on one page",
          icon: "wallet",
          body: "A weekly cash view with the next 13 weeks, so no more surprises at month end.",
        },
        {
          title: "Quotes out faster",
          icon: "receipt",
          body: "A quoting template with your prices and margins built in, usable by someone other than you.",
        },
        {
          title: "Leads that don't slip",
          icon: "target",
          body: "Every enquiry logged with a follow-up date, from WhatsApp, email and the phone.",
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "barriers",
      eyebrow: "Growth barriers",
      heading: "Three things that hold founders back",
      columns: 3,
      cards: [
        {
          title: "Everything runs through you",
          icon: "users",
          body: "The team waits for your answer, so the business moves at the speed of your inbox.",
        },
        {
          title: "Growth without systems",
          icon: "workflow",
          body: "Each new customer adds work the same way the first one did: by hand, by memory and by overtime.",
        },
        {
          title: "No clear numbers",
          icon: "chart-line",
          body: "Turnover grows, but you are not sure which products, customers or jobs actually make money.",
        },
      ],
    },
    {
      kind: "steps",
      id: "phases",
      tone: "sand",
      eyebrow: "The journey",
      heading: "Three phases to a business that runs without you",
      steps: [
        {
          title: "Clear the desk",
          duration: "Weeks 1-4",
          icon: "clipboard-list",
          body: "The quick wins above, a map of where your time goes and the three decisions to hand over first.",
        },
        {
          title: "Build the system",
          duration: "Weeks 5-12",
          icon: "layers",
          body: "Written ways of working for sales, delivery and money; a weekly team meeting with a scorecard; the right tools set up.",
        },
        {
          title: "Grow the team",
          duration: "Weeks 13-24",
          icon: "users",
          body: "A second-in-charge, clear roles and targets, and a monthly review where you coach rather than do.",
        },
      ],
    },
    {
      kind: "quotes",
      id: "stories",
      eyebrow: "Case stories",
      heading: "Founders who stepped back",
      quotes: [
        {
          quote:
            "I used to approve every quote. Now my sales lead does, within limits we set together, and I spend Fridays on new business.",
          name: "Sipho N.",
          role: "Founder, electrical contractor, Gauteng (R32 million turnover)",
          result: "14 hours a week back; quotes out in one day instead of four",
        },
        {
          quote:
            "We grew from eight to twenty-two people and it finally doesn't feel like chaos. Everyone knows what good looks like.",
          name: "Leigh-Anne V.",
          role: "Owner, specialist food manufacturer, Western Cape",
          result: "Gross margin up 4 points; owner took her first three-week holiday in six years",
        },
      ],
    },
    {
      kind: "faq",
      id: "entrepreneurs-faq",
      eyebrow: "Questions",
      heading: "Founders ask",
      items: [
        {
          question: "Is my business big enough?",
          answer:
            "If you have a team of five or more and turnover above about R5 million, yes. Below that, a few sessions of coaching usually do more than a full engagement, and we will say so.",
        },
        {
          question: "Will you tell me how to run my business?",
          answer:
            "No. You know your customers and your trade. We bring the systems, the numbers and the outside view, and we build them with your team so they last.",
        },
        {
          question: "How much of my time does it take?",
          answer:
            "About two hours a week in the first month, then an hour a week. The point is to give you time back, not to take more.",
        },
      ],
      actions: [call],
    },
    {
      kind: "ctaBand",
      id: "entrepreneurs-cta",
      heading: "Get your first ten hours back",
      intro: "Book a free call. We will look at where your week goes and what to hand over first.",
      actions: [call],
      notes: ["Free 30-minute call", "No obligation", "Fixed fees in rand"],
    },
  ],
} satisfies MarketingPage;
