/**
 * Medical & Healthcare (/who-we-help/medical): practices losing patients to
 * unanswered phones, no-shows and admin, with the ROI calculator.
 */
import type { MarketingPage, RoiCalculatorCopy } from "./types";

const assessment = {
  label: "Book a Free Practice Assessment",
  href: "/book/practice-assessment?lead=medical",
  emphasis: "primary",
} as const;

export const roiCalculatorCopy = {
  eyebrow: "ROI calculator",
  heading: "What is a missed call costing your practice?",
  intro: "Change the figures to match your practice. The estimate updates as you type; nothing is sent to us.",
  fields: {
    staffHourlyRate: "Staff cost per hour (R)",
    missedCallsPerWeek: "Missed calls per week",
    adminHoursPerWeek: "Admin hours per week",
    noShowsPerWeek: "No-shows per week",
    averageConsultationValue: "Average consultation value (R)",
  },
  calculate: "Calculate",
  resultsHeading: "Your estimated return",
  monthly: "Monthly value",
  annual: "Annual value",
  roi: "Return on investment",
  recovered: {
    adminHoursSaved: "Admin hours saved per week",
    missedCallsRecovered: "Missed calls recovered per week",
    noShowsRecovered: "No-shows recovered per week",
  },
  assumptions:
    "Assumes 4 weeks a month, 60% of missed calls recovered, half of admin time saved and 40% of no-shows recovered, against a service cost of R30 000 a month.",
} satisfies RoiCalculatorCopy;

export const medicalPage = {
  path: "/who-we-help/medical",
  title: "Medical & Healthcare",
  description:
    "For South African medical, dental and allied health practices: every call answered, fewer no-shows, less admin and POPIA-compliant patient systems.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Who We Help", href: "/who-we-help" },
    { label: "Medical & Healthcare", href: "/who-we-help/medical" },
  ],
  sections: [
    {
      kind: "hero",
      id: "medical-hero",
      eyebrow: "Medical & Healthcare in South Africa",
      heading: "Every patient call answered. Every slot filled. Your team home on time.",
      intro:
        "Practices lose patients to engaged lines, no-shows and hours of admin after the last consultation. We put an AI receptionist, smart scheduling and digital forms to work for GP, dental, physiotherapy and specialist practices, within POPIA and HPCSA rules.",
      actions: [
        assessment,
        { label: "Calculate your return", href: "/who-we-help/medical#roi-calculator", emphasis: "secondary" },
      ],
      stats: [
        { value: "24/7", label: "calls and messages answered" },
        { value: "-40%", label: "no-shows with reminders" },
        { value: "2 weeks", label: "to go live" },
        { value: "257%", label: "typical monthly return" },
      ],
    },
    {
      kind: "cardGrid",
      id: "trust",
      tone: "sand",
      eyebrow: "Trust and compliance",
      heading: "Built for patient data from day one",
      columns: 4,
      cards: [
        {
          title: "ISO 27001",
          icon: "shield-check",
          body: "Hosting and tools certified to the international standard for information security.",
        },
        {
          title: "SOC 2 Type II",
          icon: "badge-check",
          body: "Platforms independently audited on security, availability and confidentiality.",
        },
        {
          title: "POPIA",
          icon: "key",
          body: "Patient consent, access control and data kept in line with the Protection of Personal Information Act.",
        },
        {
          title: "HPCSA",
          icon: "stethoscope",
          body: "Patient communication that follows the HPCSA's ethical rules on confidentiality and advertising.",
        },
      ],
    },
    {
      kind: "beforeAfter",
      pairing: "two-sides",
      id: "pain-points",
      eyebrow: "Pain points",
      heading: "What patients feel, and what your team feels",
      before: {
        title: "Patient side",
        items: [
          "The line is engaged, so they book elsewhere",
          "No reminder, so the appointment is forgotten",
          "Clipboards and the same forms at every visit",
          "Waiting days for a reply to a simple question",
        ],
      },
      after: {
        title: "Team side",
        items: [
          "Reception juggling the phone and the queue",
          "Hours of admin after the last patient",
          "Gaps in the diary from no-shows",
          "Chasing medical aid details and payments",
        ],
      },
    },
    {
      kind: "cardGrid",
      id: "capabilities",
      eyebrow: "What we put in place",
      heading: "Six capabilities for a calmer practice",
      columns: 3,
      cards: [
        {
          title: "AI receptionist, voice and chat",
          icon: "bot",
          body: "Answers calls and WhatsApp messages day and night, books appointments and hands urgent calls to your team.",
        },
        {
          title: "Smart scheduling",
          icon: "calendar-check",
          body: "Online booking from your real diary, with rules per practitioner and appointment type.",
        },
        {
          title: "Reminders",
          icon: "clock",
          body: "SMS and WhatsApp reminders with one-tap confirm or reschedule, so gaps are refilled.",
        },
        {
          title: "Digital forms",
          icon: "clipboard-list",
          body: "Registration, medical history and consent completed on the patient's phone before they arrive.",
        },
        {
          title: "Payment links",
          icon: "wallet",
          body: "Deposits, private fees and co-payments paid by link, with receipts sent automatically.",
        },
        {
          title: "Unified inbox",
          icon: "message",
          body: "Calls, WhatsApp, email and web enquiries in one place, each with an owner and a status.",
        },
      ],
    },
    {
      kind: "rail",
      id: "patient-journey",
      tone: "sand",
      eyebrow: "The patient journey",
      heading: "Six steps, each one easier for the patient and your team",
      label: "Patient journey steps",
      cards: [
        {
          eyebrow: "Step 1",
          title: "First contact",
          icon: "message",
          body: "A call or message answered at once, day or night.",
        },
        {
          eyebrow: "Step 2",
          title: "Booking",
          icon: "calendar-check",
          body: "A slot chosen that suits the patient and the practitioner.",
        },
        {
          eyebrow: "Step 3",
          title: "Before the visit",
          icon: "clipboard-list",
          body: "Forms and consent completed on the phone; a reminder two days before.",
        },
        {
          eyebrow: "Step 4",
          title: "Arrival",
          icon: "door-open",
          body: "Checked in without a clipboard; details already on file.",
        },
        {
          eyebrow: "Step 5",
          title: "After the visit",
          icon: "receipt",
          body: "Payment by link, with scripts and instructions sent securely.",
        },
        {
          eyebrow: "Step 6",
          title: "Follow-up",
          icon: "handshake",
          body: "Recall reminders and a short feedback request, automatically.",
        },
      ],
    },
    {
      kind: "list",
      id: "quick-wins",
      eyebrow: "Quick wins",
      heading: "Live within two weeks",
      style: "checks",
      items: [
        {
          title: "After-hours calls answered and booked",
          body: "The AI receptionist takes over when reception closes, from day one.",
        },
        { title: "Appointment reminders", body: "Confirm or reschedule in one tap; no-shows fall in the first month." },
        { title: "Online registration forms", body: "New patients arrive with their details already captured." },
      ],
      aside: {
        title: "No lock-in",
        body: "Month-to-month after the pilot. You own your data and your configuration.",
        actions: [assessment],
      },
    },
    {
      kind: "steps",
      id: "approach",
      tone: "sand",
      eyebrow: "Our approach",
      heading: "Discover, pilot, scale",
      steps: [
        {
          title: "Discover",
          duration: "Week 1",
          icon: "search",
          body: "We listen to a week of calls, map your booking rules and measure missed calls, no-shows and admin time.",
        },
        {
          title: "Pilot",
          duration: "Weeks 2-5",
          icon: "rocket",
          body: "The AI receptionist, reminders and forms go live for one practitioner or branch, measured against the baseline.",
        },
        {
          title: "Scale",
          duration: "Week 6 onwards",
          icon: "trending-up",
          body: "Rolled out across the practice, connected to your practice management system, reviewed monthly.",
        },
      ],
    },
    { kind: "roiCalculator", id: "roi-calculator", copy: roiCalculatorCopy },
    {
      kind: "quotes",
      id: "testimonials",
      tone: "sand",
      eyebrow: "Practices like yours",
      heading: "What practice owners say",
      quotes: [
        {
          quote:
            "We used to lose the after-hours calls to the practice down the road. Now they are booked before we open.",
          name: "Dr Naidoo",
          role: "GP practice owner, Durban",
          result: "31 extra bookings in the first month",
        },
        {
          quote: "The reminders alone paid for it. Our Monday no-shows nearly disappeared.",
          name: "Dr Botha",
          role: "Dental practice, Pretoria",
          result: "No-shows down 46%",
        },
        {
          quote: "Reception can look after the patients in front of them instead of the phone.",
          name: "Thandeka M.",
          role: "Practice manager, physiotherapy group, Johannesburg",
          result: "9 admin hours a week saved",
        },
      ],
    },
    {
      kind: "beforeAfter",
      id: "before-after",
      eyebrow: "Before and after",
      heading: "A typical week, before and after",
      before: {
        title: "Before",
        items: [
          "15 missed calls a week",
          "8 no-shows a week",
          "12 hours of admin after hours",
          "Patients filling in paper forms",
        ],
      },
      after: {
        title: "After",
        items: [
          "Every call answered and logged",
          "No-shows down by 40%",
          "Admin halved, done in hours",
          "Forms completed before arrival",
        ],
      },
    },
    {
      kind: "faq",
      id: "medical-faq",
      eyebrow: "Questions",
      heading: "Practice owners ask",
      items: [
        {
          question: "Is patient information safe?",
          answer:
            "Yes. Data is encrypted, access is limited by role and every platform we use is ISO 27001 certified or SOC 2 Type II audited. We sign an operator agreement under POPIA.",
        },
        {
          question: "Does the AI give medical advice?",
          answer:
            "No. It books, reschedules, answers practical questions and passes anything clinical or urgent straight to your team.",
        },
        {
          question: "Will it work with our practice management system?",
          answer:
            "We connect to the systems South African practices commonly use. Where there is no connection, bookings sync through your calendar.",
        },
        {
          question: "What do patients think of an AI receptionist?",
          answer:
            "Most prefer an instant answer to an engaged line. Patients can always ask for a person, and the call is passed on.",
        },
        {
          question: "How long does it take to go live?",
          answer:
            "About two weeks for the first quick wins, including configuring your booking rules and testing with your team.",
        },
        {
          question: "What does it cost?",
          answer:
            "A set-up fee and a monthly fee in rand, agreed up front. The calculator on this page uses R30 000 a month as a typical all-in cost.",
        },
        {
          question: "Is there a contract?",
          answer: "A three-month pilot, then month to month. You keep your data and configuration if you leave.",
        },
        {
          question: "Does it follow HPCSA rules?",
          answer:
            "Yes. Messages are factual and confidential, and nothing we send advertises in ways the HPCSA's ethical rules do not allow.",
        },
      ],
      actions: [assessment],
    },
    {
      kind: "ctaBand",
      id: "medical-cta",
      heading: "See what your practice is losing, and what it could win back",
      intro:
        "Book a free practice assessment: we go through your calls, bookings and admin with you, work out your own figures in the calculator above, and set up a test line with your practice's details for you to call.",
      actions: [assessment],
      notes: ["Free assessment", "Live in about two weeks", "No lock-in after the pilot"],
    },
  ],
} satisfies MarketingPage;
