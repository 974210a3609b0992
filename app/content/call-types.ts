/**
 * The calls a visitor can book, as first offered: one per offer the site's calls to action name (ADR 067). They seed
 * an empty database; from then on admins edit them at /admin/calendar/call-types. The site's links name a call by its
 * slug (/book/<slug>), so a call type's slug does not change once it is linked. Typed data only: no JSX, no server
 * imports.
 */
import type { CallLocation, CallQuestion, HostRule, WeeklyHours } from "~/db/schema";

export type SeedCallType = {
  slug: string;
  name: string;
  description: string;
  lengthMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  windowDays: number;
  slotStepMinutes: 15 | 30;
  location: CallLocation;
  locationDetail: string;
  hostRule: HostRule;
  questions: CallQuestion[];
};

/** The firm works with established businesses; a smaller one is offered the contact form (a turnover band routes). */
const TURNOVER_QUESTION: CallQuestion = {
  id: "turnover",
  label: "Annual turnover",
  required: true,
  options: [
    { value: "under-5m", label: "Under R5 million", offerContactForm: true },
    { value: "5m-20m", label: "R5 million to R20 million" },
    { value: "20m-100m", label: "R20 million to R100 million" },
    { value: "over-100m", label: "Over R100 million" },
  ],
};

const FOCUS_QUESTION: CallQuestion = {
  id: "focus",
  label: "What would you most like to talk about?",
  required: false,
  options: null,
};

const call = (
  fields: Pick<SeedCallType, "slug" | "name" | "description" | "lengthMinutes"> & Partial<SeedCallType>,
): SeedCallType => ({
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 120,
  windowDays: 30,
  slotStepMinutes: 30,
  location: "video",
  locationDetail: "We'll email you the video link with your confirmation.",
  hostRule: "round-robin",
  questions: [TURNOVER_QUESTION, FOCUS_QUESTION],
  ...fields,
});

export const SEED_CALL_TYPES: readonly SeedCallType[] = [
  call({
    slug: "value-mapping-call",
    name: "Value Mapping Call",
    description:
      "A free 30-minute call to map where time and margin are leaking in your business, and two or three practical next steps.",
    lengthMinutes: 30,
  }),
  call({
    slug: "strategy-call",
    name: "Strategy Call",
    description: "A free 45-minute call on where you want the business to be in 12 months, and what stands in the way.",
    lengthMinutes: 45,
  }),
  call({
    slug: "operations-call",
    name: "Operations Call",
    description: "A 20-minute call on the processes, systems and people that slow the business down.",
    lengthMinutes: 20,
    slotStepMinutes: 15,
  }),
  call({
    slug: "15-minute-call",
    name: "15-minute Call",
    description: "A quick 15-minute call to ask your questions and see whether we're the right fit.",
    lengthMinutes: 15,
    slotStepMinutes: 15,
    bufferAfterMinutes: 5,
    questions: [FOCUS_QUESTION],
  }),
  call({
    slug: "automation-strategy-call",
    name: "Automation Strategy Call",
    description: "A 30-minute call on the work AI and automation could take off your team's hands, and where to start.",
    lengthMinutes: 30,
  }),
  call({
    slug: "business-growth-call",
    name: "Business Growth Call",
    description: "A 30-minute call on growing revenue and margin without growing the chaos.",
    lengthMinutes: 30,
  }),
  call({
    slug: "diagnostic-call",
    name: "Free Diagnostic Call",
    description: "A free 30-minute diagnostic of the business: what works, what leaks, and what to fix first.",
    lengthMinutes: 30,
  }),
  call({
    slug: "exit-readiness-assessment",
    name: "Exit Readiness Assessment",
    description:
      "A free 45-minute walk through the 47-point Exit Readiness diagnostic, usually £2,500, with the gaps to close first.",
    lengthMinutes: 45,
  }),
  call({
    slug: "practice-assessment",
    name: "Practice Assessment",
    description: "A free 30-minute assessment for medical practices: patient flow, billing and the admin behind them.",
    lengthMinutes: 30,
  }),
];

/** A new host's weekly hours until they set their own: weekdays 09:00 to 17:00, the firm's time. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  "1": [["09:00", "17:00"]],
  "2": [["09:00", "17:00"]],
  "3": [["09:00", "17:00"]],
  "4": [["09:00", "17:00"]],
  "5": [["09:00", "17:00"]],
};
