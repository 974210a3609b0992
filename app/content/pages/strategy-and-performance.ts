/**
 * Strategy & Performance (/services/strategy-and-performance): a plan the
 * team follows and a weekly operating rhythm that keeps it on track, for
 * owner-led businesses whose effort is not turning into results.
 */
import type { MarketingPage } from "./types";

const strategyCall = {
  label: "Book a 45-minute Strategy Call",
  href: "/book/strategy-call",
  emphasis: "primary",
} as const;

export const strategyAndPerformancePage = {
  path: "/services/strategy-and-performance",
  title: "Strategy & Performance",
  description:
    "Strategy and performance for South African owner-led businesses: a one-page plan, a weekly scorecard and a meeting rhythm that turn effort into results.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Services", href: "/services" },
    { label: "Strategy & Performance", href: "/services/strategy-and-performance" },
  ],
  sections: [
    {
      kind: "hero",
      id: "strategy-hero",
      eyebrow: "Strategy & Performance",
      heading: "Turn hard work into results with a plan your whole team follows",
      intro:
        "Most owner-led businesses leave 20–40% of their potential on the table, not for lack of effort but for lack of focus. We build a one-page plan, a weekly scorecard and a meeting rhythm that make priorities stick, in 90-day sprints.",
      actions: [strategyCall, { label: "See how we work", href: "/how-we-work", emphasis: "secondary" }],
      note: "Free · 45 minutes · With a senior adviser",
    },
    {
      kind: "cardGrid",
      id: "signals",
      eyebrow: "Signs of under-delivery",
      heading: "Six signs your business is working hard and getting less back",
      intro: "If three or more sound familiar, the problem is rarely effort. It is focus, rhythm and follow-through.",
      columns: 3,
      cards: [
        {
          title: "Every priority is urgent",
          icon: "timer",
          body: "The team starts the week with twenty priorities and ends it having finished the ones that shouted loudest.",
        },
        {
          title: "The plan lives in your head",
          icon: "lightbulb",
          body: "You know where the business is going, but your managers would each describe a different destination.",
        },
        {
          title: "Numbers arrive too late to act on",
          icon: "chart-line",
          body: "Management accounts land three weeks after month-end, long after the month's problems could have been fixed.",
        },
        {
          title: "Meetings without decisions",
          icon: "message",
          body: "Hours of discussion every week, few decisions, and the same issues back on the table next Monday.",
        },
        {
          title: "Growth without profit",
          icon: "wallet",
          body: "Turnover is up on last year, yet cash is tighter and margins are thinner than they were three years ago.",
        },
        {
          title: "Everything escalates to you",
          icon: "users",
          body: "Capable people wait for your sign-off, so you become the bottleneck and they stop taking the initiative.",
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "pillars",
      tone: "sand",
      eyebrow: "Four pillars",
      heading: "What a well-run business has in place",
      intro: "We install the four together, because a plan without a scorecard or a rhythm fades within a month.",
      columns: 4,
      cards: [
        {
          title: "A clear direction",
          icon: "compass",
          body: "A three-year picture and a one-page plan for this year, in words your team can repeat.",
        },
        {
          title: "Few priorities",
          icon: "target",
          body: "Three to five company priorities each quarter, each with one owner and a finish line.",
        },
        {
          title: "Numbers that lead",
          icon: "gauge",
          body: "A weekly scorecard of five to seven measures that show trouble weeks before the accounts do.",
        },
        {
          title: "A steady rhythm",
          icon: "calendar-check",
          body: "Short weekly, monthly and quarterly meetings with a fixed agenda that ends in decisions.",
        },
      ],
    },
    {
      kind: "stickyCard",
      id: "operating-system",
      tone: "white",
      eyebrow: "The operating system",
      heading: "Five steps to a business that runs on a plan",
      intro:
        "We build each step with your leadership team, in your business, on your numbers. By the fifth, the rhythm runs without us.",
      // Spec: 20px below the navigation bar, which is 80px tall on the wide screens where the card sticks.
      offset: 100,
      items: [
        {
          title: "Diagnose where value leaks",
          duration: "Weeks 1–2",
          body: "Interviews with your leadership team, a review of three years of numbers and a look at how decisions really get made. You get a plain list of what is holding results back, ranked in rand.",
        },
        {
          title: "Set direction on one page",
          duration: "Weeks 3–4",
          body: "A facilitated planning day produces the three-year picture, this year's targets and the quarter's three to five priorities, all on a single page.",
        },
        {
          title: "Build the scorecard",
          duration: "Weeks 4–6",
          body: "Five to seven weekly measures with targets and owners, drawn from your accounting and operations systems so nobody compiles them by hand.",
        },
        {
          title: "Install the meeting rhythm",
          duration: "Weeks 6–8",
          body: "A 30-minute Monday meeting, a monthly performance review and a quarterly planning session, each with a fixed agenda. We chair the first ones, then hand over.",
        },
        {
          title: "Review and reset every quarter",
          duration: "Weeks 10–12",
          body: "We review the sprint's results against the plan, reset priorities for the next 90 days and coach your managers to run the cycle themselves.",
        },
      ],
      card: {
        title: "Your operating system at a glance",
        body: "Everything you leave the 90 days with, owned by your team.",
        bullets: [
          "One-page strategic plan",
          "Three to five quarterly priorities with owners",
          "Weekly scorecard of five to seven numbers",
          "Weekly, monthly and quarterly meeting agendas",
          "A quarterly review your managers can lead",
        ],
        actions: [strategyCall],
      },
    },
    {
      kind: "cardGrid",
      id: "outcomes",
      tone: "sand",
      eyebrow: "90-day outcomes",
      heading: "What changes in the first 90 days",
      intro: "Measured against the baseline we record in the first two weeks, and reported to you every fortnight.",
      columns: 4,
      cards: [
        {
          title: "Priorities finished, not started",
          icon: "badge-check",
          metric: { value: "80%", label: "of quarterly priorities completed" },
          body: "Fewer priorities, each with one owner, means most of them are done by the end of the sprint.",
        },
        {
          title: "Numbers every Monday",
          icon: "gauge",
          metric: { value: "Weekly", label: "scorecard instead of monthly" },
          body: "The team sees the measures that matter every week and acts before month-end, not after it.",
        },
        {
          title: "Shorter, sharper meetings",
          icon: "clock",
          metric: { value: "30 min", label: "Monday meeting" },
          body: "A fixed agenda that ends in decisions and owners, replacing hours of weekly discussion.",
        },
        {
          title: "Time back for you",
          icon: "calendar-check",
          metric: { value: "A day", label: "a week back for the owner" },
          body: "Managers decide within agreed limits, so fewer questions wait at your door.",
        },
      ],
    },
    {
      kind: "ctaBand",
      id: "get-started",
      tone: "white",
      eyebrow: "Get started",
      heading: "Start your first 90-day sprint",
      intro:
        "In a free 45-minute strategy call we look at your numbers and priorities with you and show you where focus would pay back first.",
      actions: [strategyCall, { label: "Explore all services", href: "/services", emphasis: "secondary" }],
      notes: ["Free 45-minute call", "90-day sprints", "Engagements begin within 2–3 weeks"],
    },
  ],
} satisfies MarketingPage;
