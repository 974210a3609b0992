/**
 * The free Automations Assessment (/automations-assessment): ten questions on
 * how the business handles calls, leads, invoicing, scheduling, reporting and
 * data. Each answer is a level from 0 (all by hand) to 3 (automated); each
 * question belongs to one area, and each area has the quick win we would
 * start with. Scored by app/lib/leads/automation-assessment.ts.
 */

export type AssessmentArea =
  | "calls"
  | "after-hours"
  | "lead-capture"
  | "follow-up"
  | "invoicing"
  | "debtors"
  | "scheduling"
  | "reporting"
  | "double-entry"
  | "records";

export type AssessmentQuestion = {
  /** Also the form field's name and the area it measures. */
  id: AssessmentArea;
  topic: string;
  question: string;
  /** Four answers, from level 0 (by hand) to level 3 (automated). */
  options: readonly [string, string, string, string];
};

export type QuickWin = { title: string; body: string; result: string };

export const assessmentQuestions: readonly AssessmentQuestion[] = [
  {
    id: "calls",
    topic: "Calls",
    question: "When a customer phones and nobody can answer, what happens?",
    options: [
      "It rings out, or goes to a voicemail that is often full",
      "It goes to voicemail, which we check when we can",
      "It forwards to someone's cellphone, who answers between other work",
      "Every call is answered, logged and booked, even when we are busy",
    ],
  },
  {
    id: "after-hours",
    topic: "After-hours enquiries",
    question: "How are WhatsApp, web-chat and email enquiries handled after hours?",
    options: [
      "They wait until someone sees them, sometimes days later",
      "The owner answers from their phone at night",
      "An automatic reply says we will respond the next working day",
      "Customers get an immediate, useful answer and can book or pay straight away",
    ],
  },
  {
    id: "lead-capture",
    topic: "Capturing leads",
    question: "Where do new enquiries end up?",
    options: [
      "Scattered across WhatsApp, personal email and notebooks",
      "In one shared inbox, sorted by hand",
      "In a spreadsheet or CRM that someone updates by hand",
      "Straight into a CRM with a source, an owner and a follow-up date",
    ],
  },
  {
    id: "follow-up",
    topic: "Following up",
    question: "How quickly does a new enquiry hear back from you?",
    options: [
      "When someone remembers, often after a few days",
      "Within the week",
      "The same working day",
      "Within minutes, with a reply and next steps sent automatically",
    ],
  },
  {
    id: "invoicing",
    topic: "Invoicing",
    question: "How are your invoices produced?",
    options: [
      "Typed up in Word or Excel",
      "Captured in accounting software by hand, from job cards or notes",
      "Created in software from the quote or job, then checked and sent",
      "Raised automatically when the job is done, with a payment link",
    ],
  },
  {
    id: "debtors",
    topic: "Getting paid",
    question: "How do you chase overdue invoices?",
    options: [
      "We don't, unless a customer is badly late",
      "The owner phones around when cash is tight",
      "Someone sends statements and reminders once a month",
      "Reminders go out automatically on set days, and we see who has paid",
    ],
  },
  {
    id: "scheduling",
    topic: "Scheduling",
    question: "How are appointments, jobs or deliveries scheduled?",
    options: [
      "In a paper diary or over WhatsApp",
      "In a shared calendar, updated by hand",
      "In a booking tool, but reminders and changes are handled by phone",
      "Customers book online and get reminders; changes update the schedule",
    ],
  },
  {
    id: "reporting",
    topic: "Reporting",
    question: "How do you see last week's sales, margin and cash position?",
    options: [
      "At month end, when the bookkeeper or accountant sends the figures",
      "I build a spreadsheet myself when I need it",
      "I pull reports from our software when I ask for them",
      "A dashboard shows them, updated automatically",
    ],
  },
  {
    id: "double-entry",
    topic: "Typing things twice",
    question:
      "How much information is typed more than once, say from a form into a spreadsheet and then into accounting?",
    options: ["Most of it", "A lot of it", "A little", "Almost none: our systems pass it on"],
  },
  {
    id: "records",
    topic: "Customer records and documents",
    question: "Where do customer records and documents live?",
    options: [
      "On personal phones, laptops and paper files",
      "In shared drive folders, organised by whoever saved them",
      "In a cloud system, partly organised",
      "In one system of record with access control and backups",
    ],
  },
];

/** The quick win for each area: what we would automate first where that area scores lowest. */
export const quickWins: Record<AssessmentArea, QuickWin> = {
  calls: {
    title: "24/7 AI receptionist",
    body: "Answers every call in a natural voice, books appointments into your calendar and sends a summary of each call to the right person.",
    result: "No more missed calls; typically 10 to 20 enquiries a month recovered.",
  },
  "after-hours": {
    title: "After-hours WhatsApp and web-chat assistant",
    body: "Answers common questions at night and over weekends, takes bookings and payments, and hands anything unusual to your team in the morning.",
    result: "Enquiries answered in seconds instead of the next working day.",
  },
  "lead-capture": {
    title: "Lead capture automation",
    body: "Every enquiry from your website, WhatsApp, email and calls lands in one CRM with its source, an owner and a follow-up date.",
    result: "Every lead visible in one place; none forgotten in someone's phone.",
  },
  "follow-up": {
    title: "Instant follow-up sequences",
    body: "A personal reply within minutes, then reminders to the customer and your team until the lead is won or closed.",
    result: "Faster replies win more work: conversion commonly rises 20 to 30%.",
  },
  invoicing: {
    title: "Invoice automation",
    body: "Invoices raised from the accepted quote or completed job, sent with a payment link and recorded in your accounting software.",
    result: "Hours of admin saved every week and invoices out the day the work is done.",
  },
  debtors: {
    title: "Automatic payment reminders",
    body: "Polite reminders before and after the due date, by email and WhatsApp, stopping as soon as the customer pays.",
    result: "Debtor days typically down by 10 to 15, without awkward phone calls.",
  },
  scheduling: {
    title: "Online booking with reminders",
    body: "Customers choose a slot that suits your team's real availability, get reminders and reschedule themselves; your calendar stays right.",
    result: "Fewer no-shows and far fewer calls just to move an appointment.",
  },
  reporting: {
    title: "Live owner's dashboard",
    body: "Sales, gross margin, cash and debtors on one screen, updated from your systems every day, with alerts when a number moves out of range.",
    result: "Decisions on this week's numbers, not last month's.",
  },
  "double-entry": {
    title: "Connect your systems",
    body: "Forms, CRM, job system and accounting software linked so that each fact is captured once and flows to where it is needed.",
    result: "Less retyping, fewer errors and a team freed for customer work.",
  },
  records: {
    title: "One system of record",
    body: "Customer records and documents moved into one organised system with access control and backups, meeting POPIA's safeguards.",
    result: "Anyone authorised finds what they need in seconds, and nothing is lost with a phone.",
  },
};

/** When two areas score the same, the one listed first here comes first: the bigger, faster win. */
export const quickWinPriority: readonly AssessmentArea[] = [
  "calls",
  "follow-up",
  "lead-capture",
  "invoicing",
  "debtors",
  "after-hours",
  "scheduling",
  "double-entry",
  "reporting",
  "records",
];

export type ScoreBand = { min: number; label: string; summary: string };

/** From the highest minimum down: the first band whose minimum the score reaches. */
export const scoreBands: readonly ScoreBand[] = [
  {
    min: 70,
    label: "Well automated",
    summary: "The basics run themselves. The next gains come from connecting systems and sharper reporting.",
  },
  {
    min: 40,
    label: "Partly automated",
    summary: "Some processes run themselves, but gaps still cost you time, leads and cash every week.",
  },
  {
    min: 0,
    label: "Mostly manual",
    summary: "Much of the business runs on people remembering. That is where the biggest, quickest gains are.",
  },
];

export const assessmentCopy = {
  formHeading: "Your ten questions",
  formIntro: "Choose the answer closest to how things work today. It takes about three minutes.",
  progress: (answered: number, total: number) => `${answered} of ${total} answered`,
  submit: "See my results",
  missing: "Choose an answer to this question.",
  incomplete: (count: number) =>
    `Please answer every question: ${count} still ${count === 1 ? "needs" : "need"} an answer.`,
  resultHeading: "Your automation score",
  quickWinsHeading: "Your three quick wins",
  callHeading: "Talk these through with us",
  callBody: "Book a free 30-minute call. We will bring your results and a first plan for these quick wins.",
  callAction: "Book a call about my results",
  restart: "Start again",
  contactTopic: "Automations assessment",
} as const;
