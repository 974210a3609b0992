/**
 * How We Work (/how-we-work): the four ways to engage us, the approach every
 * engagement follows, and the questions owners ask about both.
 */
import type { MarketingPage, TabItem } from "./types";

const call = { label: "Book a Free Strategy Call", href: "/book/strategy-call", emphasis: "primary" } as const;

function model(tab: {
  id: string;
  label: string;
  title: string;
  bestFor: string[];
  whatWeDo: string[];
  commercials: string[];
  note: string;
}): TabItem {
  return {
    id: tab.id,
    label: tab.label,
    title: tab.title,
    groups: [
      { heading: "Best for", items: tab.bestFor },
      { heading: "What we do", items: tab.whatWeDo },
      { heading: "Commercials", items: tab.commercials },
    ],
    story: { heading: "Note", body: tab.note },
    actions: [call],
  };
}

export const howWeWorkPage = {
  path: "/how-we-work",
  title: "How We Work",
  description:
    "Four ways to work with Kestrel Advisory: fixed-fee projects, performance-linked fees, hourly advice or investment, and the approach behind each.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "How We Work", href: "/how-we-work" },
  ],
  sections: [
    {
      kind: "hero",
      id: "how-we-work-hero",
      eyebrow: "How we work",
      heading: "90-day sprints, done with your team, so the business needs you less",
      intro:
        "We don't hand over a report and leave. We work in focused 90-day sprints, beside your people, on the two or three changes that matter most, and we measure the result in rand and hours. Choose the way of working that suits you.",
      actions: [call, { label: "Explore our services", href: "/services", emphasis: "secondary" }],
    },
    {
      kind: "tabs",
      id: "models",
      tone: "sand",
      eyebrow: "Engagement models",
      heading: "Four ways to work with us",
      intro: "Most owners start with a project. Choose a model to see what it includes and how it is priced.",
      label: "Engagement models",
      defaultTab: "project",
      tabs: [
        model({
          id: "project",
          label: "Project-based",
          title: "A fixed-fee 90-day sprint",
          bestFor: [
            "A clear problem with a clear finish line",
            "Owners who want certainty on cost",
            "First-time clients",
          ],
          whatWeDo: [
            "Diagnose and agree two or three priorities",
            "Build the fix with your team, on site and online",
            "Measure the result against the starting point",
          ],
          commercials: [
            "Fixed fee in rand, agreed before we start",
            "Typically R85 000 to R250 000 per sprint",
            "Paid in three instalments",
          ],
          note: "Each sprint ends with something your team runs without us. Many clients follow with a second sprint on the next priority.",
        }),
        model({
          id: "performance",
          label: "Performance-based",
          title: "Part of our fee depends on the result",
          bestFor: [
            "Results we can measure in money: margin, cash or sales",
            "Owners who want shared risk",
            "Businesses with reliable figures",
          ],
          whatWeDo: [
            "Agree the baseline and the target in writing",
            "Deliver the sprint as in the project model",
            "Report the measured result monthly",
          ],
          commercials: [
            "A reduced fixed fee plus a share of the measured gain",
            "The share is capped and agreed up front",
            "Settled quarterly against the figures",
          ],
          note: "We only offer this where the result can be measured cleanly, so both sides agree on what was earned.",
        }),
        model({
          id: "hourly",
          label: "Hourly",
          title: "Advice when you need it",
          bestFor: [
            "A specific question or decision",
            "A second opinion before a big commitment",
            "Owners who have worked with us before",
          ],
          whatWeDo: [
            "Working sessions online or at your premises",
            "Review of a plan, contract, system or hire",
            "A short written summary of what we advised",
          ],
          commercials: [
            "R2 400 an hour, billed in half hours",
            "Prepaid blocks of 10 hours at R2 150 an hour",
            "No minimum term",
          ],
          note: "Hourly advice suits questions. If the answer needs building, a project is usually better value.",
        }),
        model({
          id: "invest",
          label: "Invest & partner",
          title: "We invest alongside you",
          bestFor: [
            "Profitable businesses ready to scale",
            "Owners planning a sale or succession in three to five years",
            "Founders who want a hands-on partner",
          ],
          whatWeDo: [
            "A minority stake agreed through a proper valuation",
            "A seat on the board and a monthly operating review",
            "The full team's help with growth and exit readiness",
          ],
          commercials: [
            "Equity, with or without a reduced advisory fee",
            "Terms set out in a shareholders' agreement",
            "Agreed with your attorney and tax adviser",
          ],
          note: "We consider a handful of partnerships a year. Talk to us first; most start with a project so we both know the fit.",
        }),
      ],
    },
    {
      kind: "steps",
      id: "approach",
      eyebrow: "Our approach",
      heading: "Four steps in every engagement",
      steps: [
        {
          title: "Discover",
          duration: "Weeks 1-2",
          icon: "search",
          body: "Time in your business and your figures, and conversations with you and your team. We find where value leaks and rank it in rand.",
        },
        {
          title: "Design",
          duration: "Weeks 3-4",
          icon: "pen-tool",
          body: "Two or three priorities with targets, owners and dates, agreed with you on one page.",
        },
        {
          title: "Deliver",
          duration: "Weeks 5-10",
          icon: "rocket",
          body: "We build the fix with your team: processes, systems, meetings and measures, until they work in practice.",
        },
        {
          title: "Embed",
          duration: "Weeks 11-12",
          icon: "badge-check",
          body: "Your team runs it without us. We measure the result, hand over and agree what comes next.",
        },
      ],
      actions: [call, { label: "Read our insights", href: "/insights", emphasis: "secondary" }],
    },
    {
      kind: "faq",
      id: "how-we-work-faq",
      tone: "sand",
      eyebrow: "Questions",
      heading: "How we work: your questions",
      items: [
        {
          question: "How long is an engagement?",
          answer: "Most are one or two 90-day sprints. Hourly advice has no minimum; partnerships run for years.",
        },
        {
          question: "Do you work on site?",
          answer:
            "Yes, especially in the first two weeks and at key moments. The rest is a mix of on-site days and online sessions, whatever suits your team.",
        },
        {
          question: "Who will we work with?",
          answer:
            "A senior lead adviser for the whole engagement, with specialists from our network for finance, systems or operations when needed.",
        },
        {
          question: "What if the sprint doesn't deliver?",
          answer:
            "We agree measurable targets at the start. If we miss them through our own doing, we keep working at no extra fee until they are met.",
        },
        {
          question: "Can we pause between sprints?",
          answer: "Of course. Many owners take a month or two to let changes settle before the next priority.",
        },
        {
          question: "How do we start?",
          answer:
            "With a free 30-minute strategy call. If there is a fit, we send a one-page proposal with the fee in rand within three working days.",
        },
      ],
      actions: [call],
    },
    { kind: "howWeWorkInsights", id: "how-we-work-insights" },
    {
      kind: "ctaBand",
      id: "how-we-work-cta",
      heading: "Start with a conversation",
      intro: "Tell us what you want to change. We will suggest the model and the first sprint that fit.",
      actions: [call, { label: "Explore our services", href: "/services", emphasis: "secondary" }],
      notes: ["Free 30-minute call", "One-page proposal in three working days", "Fixed fees in rand"],
    },
  ],
} satisfies MarketingPage;
