/**
 * Exit & Succession (/services/exit-and-succession): making an owner-led
 * business worth more to a buyer or successor, and less dependent on its
 * owner, in a 90-day method that starts with the free Exit Readiness
 * Assessment.
 */
import type { MarketingPage } from "./types";

const assessment = {
  label: "Book Your Free Assessment",
  href: "/book/exit-readiness-assessment?lead=exit-readiness-assessment",
  emphasis: "primary",
} as const;
const strategyCall = {
  label: "Book a Free Strategy Call",
  href: "/book/strategy-call",
  emphasis: "secondary",
} as const;

export const exitAndSuccessionPage = {
  path: "/services/exit-and-succession",
  title: "Exit & Succession",
  description:
    "Exit and succession planning for South African owner-led and family businesses: protect value, hand over well or sell for more, in a 90-day method.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Services", href: "/services" },
    { label: "Exit & Succession", href: "/services/exit-and-succession" },
  ],
  sections: [
    {
      kind: "hero",
      id: "exit-hero",
      eyebrow: "Exit & Succession",
      heading: "Build a business a buyer will pay for, or your family can run without you",
      intro:
        "Whether you plan to sell in two years, hand over to the next generation or simply want a business that would survive a month without you, the work is the same: lower the risk a buyer or successor sees, and lift the value they will pay for.",
      actions: [assessment, strategyCall],
      note: "47-point diagnostic · Usually R55 000, free for owners who book this quarter · Priority booking within 7 days",
      stats: [
        { value: "47", label: "points in the readiness diagnostic" },
        { value: "90 days", label: "from assessment to a working plan" },
        { value: "15+ years", label: "running operations" },
        { value: "20+ years", label: "with family enterprises" },
      ],
    },
    {
      kind: "steps",
      id: "method",
      eyebrow: "The 90-day method",
      heading: "Three steps from owner-dependent to ready",
      intro:
        "Ninety days, three phases, each ending with something you can use. A fixed fee in rand for each phase, agreed before it starts.",
      steps: [
        {
          title: "Assess & Diagnose",
          duration: "30 days",
          icon: "search",
          body: "The 47-point diagnostic across finances, customers, people, systems and legal housekeeping. You see your business the way a buyer's due-diligence team or a successor would, with every risk ranked by what it costs you.",
        },
        {
          title: "Design & Plan",
          duration: "30 days",
          icon: "pen-tool",
          body: "We choose your path (protect, transition or exit), set the target value and timeline, and turn the diagnostic into a 12-month plan with named owners, rand targets and the decisions only you can make.",
        },
        {
          title: "Implement & Monitor",
          duration: "30+ days",
          icon: "chart-line",
          body: "We work beside your team on the first fixes, then track a readiness scorecard every month so value keeps building until the day you hand over or sign.",
        },
      ],
    },
    {
      kind: "tabs",
      id: "paths",
      tone: "sand",
      eyebrow: "Choose your path",
      heading: "Protect, transition or exit: where are you heading?",
      intro:
        "Most owners start by protecting what they have built. Choose a path to see what we improve and what you receive.",
      label: "Exit paths",
      defaultTab: "protect",
      tabs: [
        {
          id: "protect",
          label: "Protect",
          tagline: "Make the business safe from the day you are not there.",
          body: "For owners who are not planning to leave yet, but know that everything still runs through them. We take the key-person risk out, so an illness, a holiday or a good offer does not catch the business unprepared.",
          groups: [
            {
              heading: "Improvements",
              items: [
                "Decisions that wait for you written down and delegated with clear limits",
                "Key customer and supplier relationships shared with a second person",
                "Monthly management accounts you trust, closed within 10 working days",
                "Buy-and-sell, shareholder and key-person cover reviewed with your advisers",
              ],
            },
            {
              heading: "Deliverables",
              items: [
                "Owner-dependency map with the ten riskiest tasks ranked",
                "Delegation plan with authority limits in rand",
                "Business continuity file: accounts, passwords, contracts and contacts",
                "Quarterly readiness scorecard",
              ],
            },
          ],
        },
        {
          id: "transition",
          label: "Transition",
          tagline: "Hand over to the next generation or your management team without losing what works.",
          body: "For family businesses and owners who want to step back over two to five years. We prepare the successors, split ownership from management and agree the rules before they are tested.",
          groups: [
            {
              heading: "Improvements",
              items: [
                "A successor or leadership team trained against a written role profile",
                "Family roles, ownership and management kept apart by agreed rules",
                "Your income after handover planned with your tax and financial advisers",
                "Staff, customers and the bank told in a planned order, not by rumour",
              ],
            },
            {
              heading: "Deliverables",
              items: [
                "Succession plan with milestones over 24–60 months",
                "Family charter or shareholder agreement brief for your attorney",
                "Leadership development plan for each successor",
                "Handover calendar for clients, suppliers and your banker",
              ],
            },
          ],
        },
        {
          id: "exit",
          label: "Exit",
          tagline: "Sell at the right price, on your terms, to the right buyer.",
          body: "For owners planning a sale within one to three years. We get the numbers, contracts and team into a shape that survives due diligence, so the price you agree is the price you get.",
          groups: [
            {
              heading: "Improvements",
              items: [
                "Clean, normalised earnings a buyer can verify",
                "Recurring and contracted revenue grown as a share of sales",
                "Customer concentration reduced below 20% for any single client",
                "A management team that stays and runs the business after the sale",
              ],
            },
            {
              heading: "Deliverables",
              items: [
                "Valuation range with the levers that move it",
                "Due-diligence-ready data room checklist",
                "Buyer profile: trade, private equity, management or employee buy-out",
                "Deal timeline with your attorney, auditor and broker",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "cardGrid",
      id: "levers",
      eyebrow: "Value levers",
      heading: "The levers that move the multiple",
      intro:
        "Buyers pay a multiple of profit, and the multiple falls with every risk they find. These six levers decide where in the range your business lands.",
      columns: 3,
      cards: [
        {
          title: "Owner independence",
          icon: "key",
          body: "A business that runs for a month without you is worth more than one that stops when you are ill. Buyers discount heavily for a founder who holds every relationship.",
        },
        {
          title: "Recurring revenue",
          icon: "trending-up",
          body: "Service contracts, retainers and subscriptions are valued above once-off sales, because the buyer can count on them.",
        },
        {
          title: "Customer spread",
          icon: "users",
          body: "When one client is more than a fifth of sales, buyers price in losing them. Widening the base lifts the multiple and lowers the risk.",
        },
        {
          title: "Clean financials",
          icon: "receipt",
          body: "Audited or independently reviewed accounts, personal costs separated out and earnings that reconcile to the bank. Doubt about the numbers costs more than bad numbers.",
        },
        {
          title: "Documented systems",
          icon: "clipboard-list",
          body: "Written processes, current contracts and software the business owns. What a buyer can see working, they do not have to discount.",
        },
        {
          title: "A team that stays",
          icon: "handshake",
          body: "Key people on proper contracts, with incentives tied to the handover, so the value walks in the door with the buyer instead of out of it.",
        },
      ],
    },
    {
      kind: "stickyCard",
      id: "readiness",
      tone: "white",
      eyebrow: "The readiness stack",
      heading: "Five layers a buyer or successor will check",
      intro:
        "Each layer rests on the one below it. The 47-point diagnostic scores all five, so you fix the foundations before spending on the finish.",
      items: [
        {
          title: "Financial foundations",
          duration: "Layer 1",
          body: "Monthly accounts closed on time, earnings normalised for personal and once-off costs, and a three-year history that reconciles. Everything else is valued from here.",
        },
        {
          title: "Legal and compliance housekeeping",
          duration: "Layer 2",
          body: "Company records, shareholder agreements, leases, licences, B-BBEE certificate, tax clearance and POPIA compliance in order, so due diligence finds nothing to renegotiate.",
        },
        {
          title: "Customers and revenue quality",
          duration: "Layer 3",
          body: "Who buys, how often, on what terms and how concentrated. Contracted and repeat revenue is mapped and grown as a share of the total.",
        },
        {
          title: "People and leadership",
          duration: "Layer 4",
          body: "A second layer of management that makes decisions, key staff secured on proper contracts, and a successor ready for the role.",
        },
        {
          title: "Systems and owner independence",
          duration: "Layer 5",
          body: "Documented processes and reports the business runs on without you. The top layer, and the one that turns a job you own into an asset someone will buy.",
        },
      ],
      card: {
        title: "Free Exit Readiness Assessment",
        body: "Our 47-point diagnostic of all five layers, with a written readiness score and the three fixes that would add most value. Usually R55 000, free for owners who book this quarter.",
        bullets: [
          "47-point diagnostic across finance, legal, customers, people and systems",
          "Written report and a 60-minute debrief with a senior adviser",
          "Priority booking within 7 days",
          "Confidential, with no obligation to continue",
        ],
        actions: [assessment],
      },
    },
    {
      kind: "cardGrid",
      id: "pillars",
      tone: "sand",
      eyebrow: "How we work",
      heading: "Four pillars of every succession engagement",
      columns: 4,
      cards: [
        {
          title: "Value before the deal",
          icon: "banknote",
          body: "We build value first and talk price later. The improvements pay you while you still own the business, whatever you decide.",
        },
        {
          title: "Family and people first",
          icon: "users",
          body: "Succession fails on relationships more often than on numbers. We give each family member and key employee a clear role and a fair say.",
        },
        {
          title: "Your advisers, one plan",
          icon: "network",
          body: "We work with your attorney, auditor, tax practitioner and broker, so legal, tax and operational steps happen in the right order.",
        },
        {
          title: "Confidential by design",
          icon: "shield-check",
          body: "Named contacts only, signed non-disclosure from day one, and nothing said to staff, suppliers or the market until you decide.",
        },
      ],
    },
    {
      kind: "quotes",
      id: "stories",
      eyebrow: "Success stories",
      heading: "Owners who planned their exit, and what it changed",
      quotes: [
        {
          quote:
            "Two buyers had walked away because every big customer only spoke to me. In 14 months we moved those relationships to my sales manager, put five contracts on annual terms, and the third buyer paid more than the first had offered.",
          name: "Owner, engineering supplies distributor",
          role: "Gauteng · sold to a trade buyer",
          result: "Valuation multiple up from 3.1× to 4.4× profit",
        },
        {
          quote:
            "My father built the farm and my brother and I both work in it. The family charter gave each of us a clear role, and Dad handed over the running of the business without anyone falling out.",
          name: "Second-generation farmer",
          role: "Western Cape · fruit and packhouse",
          result: "Management handed over in 30 months, with a signed family charter",
        },
        {
          quote:
            "I wanted to step back, not sell. Now my operations manager runs the Monday meeting and signs off orders up to R250 000. I took six weeks off last December and the business had its best month.",
          name: "Founder, professional services firm",
          role: "KwaZulu-Natal · 38 staff",
          result: "Owner hours cut from 60 to 25 a week",
        },
      ],
    },
    {
      kind: "stats",
      id: "credentials",
      tone: "brand",
      eyebrow: "Credentials",
      heading: "Experience you can lean on",
      intro: "Senior advisers who have run businesses, not only advised them.",
      stats: [
        {
          value: "15+ years",
          label: "Operations leadership",
          detail: "Running factories, distributors and service firms.",
        },
        {
          value: "20+ years",
          label: "Family enterprise experience",
          detail: "Governance, charters and handovers between generations.",
        },
        {
          value: "47-point",
          label: "Readiness diagnostic",
          detail: "The same checks a buyer's due-diligence team runs.",
        },
        {
          value: "90 days",
          label: "To a working plan",
          detail: "Assess, design and start implementing in one quarter.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      eyebrow: "FAQ",
      heading: "Questions about exit and succession",
      intro: "Not sure where to start? The free assessment answers most of these for your own business.",
      items: [
        {
          question: "How early should I start planning my exit?",
          answer:
            "Three to five years before you want to leave is ideal, because the levers that lift the multiple, like recurring revenue and a management team that stays, take time to show in the numbers. If you need to move sooner, the 90-day method still finds the fixes that protect the price.",
        },
        {
          question: "Do you sell businesses or act as a broker?",
          answer:
            "No. We prepare the business and you for a sale or handover, and we work alongside your broker, attorney and auditor. That keeps our advice independent of the deal fee.",
        },
        {
          question: "What does the Exit Readiness Assessment involve?",
          answer:
            "About three hours of your time over two weeks: an interview, a document request and a short session with one or two key people. You receive a written score across all 47 points and a 60-minute debrief. It is usually R55 000 and free for owners who book this quarter, with priority booking within 7 days.",
        },
        {
          question: "Will my staff or customers find out?",
          answer:
            "Only if you decide they should. We sign a non-disclosure agreement before the first meeting, work with named contacts only and plan with you when and how each group is told.",
        },
      ],
      actions: [assessment],
    },
    {
      kind: "ctaBand",
      id: "get-started",
      tone: "white",
      eyebrow: "Get started",
      heading: "Find out what your business is worth to a buyer today",
      intro:
        "Book the free Exit Readiness Assessment and see your score across all 47 points, with the three fixes that would add the most value first.",
      actions: [assessment, strategyCall],
      notes: ["Usually R55 000, free this quarter", "Priority booking within 7 days", "Confidential, no obligation"],
    },
  ],
} satisfies MarketingPage;
