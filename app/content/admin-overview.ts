/**
 * Copy for the leads dashboard at /admin/overview: its headings, the charts' accessible names, the tables' captions
 * and columns, and how durations, shares and reply promises are written. Typed data only: no JSX, no server imports.
 */
import { AT_THE_CALL, type FollowUpPromise } from "./lead-follow-up";

const plural = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`;

/** A reply promise in words: "1 business day", "4 business hours", "At the call booked", or that none is made. */
export function promiseText(promise: FollowUpPromise | null): string {
  if (promise === null) return "No reply promised";
  if (promise === AT_THE_CALL) return "At the call booked";
  return "businessDays" in promise
    ? plural(promise.businessDays, "business day")
    : plural(promise.businessHours, "business hour");
}

/** A duration in the largest units that read naturally: "45 min", "3 h 20 min", "2 d 4 h"; "—" when there is none. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return "—";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** A share as a whole percentage: "67%"; "—" when there is nothing to share. */
export function percentText(share: number | null): string {
  return share === null ? "—" : `${Math.round(share * 100)}%`;
}

const weekDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A week by its Monday ("YYYY-MM-DD"): "3 Mar". */
export function weekText(monday: string): string {
  return weekDay.format(new Date(`${monday}T00:00:00Z`));
}

export const overviewPage = {
  title: "Leads overview",
  description: "Leads per week, reply times against the promise, and conversion by page and industry.",
  heading: "Leads overview",
  intro: (from: string) =>
    `The last 12 weeks, from Monday ${weekText(from)} to today (weeks run Monday to Sunday, South African time).`,
  loadFailed: "The overview could not be loaded. Please try again in a moment.",
  empty: {
    heading: "No leads in the last 12 weeks",
    body: "Once contact, marketplace, newsletter or Ready to talk requests arrive, their numbers appear here.",
  },
  total: (count: number) => plural(count, "lead"),
  weekly: {
    heading: "Leads per week",
    chartLabel: (total: number) =>
      `Bar chart of leads per week for the last 12 weeks, stacked by type: ${plural(total, "lead")} in all. The numbers are in the table below.`,
    legendLabel: "Types",
    caption: "Leads per week, by type",
    week: "Week of",
    total: "Total",
  },
  replies: {
    heading: "Reply times",
    intro:
      "The clock runs from a lead's arrival until the first reply is sent or its status first moves on from New. Newsletter sign-ups promise no reply and are left out.",
    chartLabel:
      "Bar chart of the share of leads replied to on time, overall and by type. The numbers are in the table below.",
    caption: "Time to first reply and replies on time, by type",
    columns: {
      type: "Type",
      promise: "Promise",
      median: "Median time to first reply",
      answered: "Answered",
      onTime: "On time",
      share: "Share on time",
    },
    overall: "All types",
    /** "3 of 4": the leads answered on time, of those answered or overdue. */
    onTimeOf: (onTime: number, due: number) => `${onTime} of ${due}`,
    note: "On time counts the leads answered by their due time, out of those answered or already past it.",
  },
  conversion: {
    heading: "Conversion to won",
    intro:
      "Leads that reached Won, out of all leads received in the 12 weeks. Newsletter sign-ups and spam are left out; the 10 with the most leads are shown.",
    bySource: { caption: "Conversion by source page", key: "Source page", notGiven: "Not recorded" },
    byIndustry: { caption: "Conversion by industry", key: "Industry", notGiven: "Not given" },
    columns: { leads: "Leads", won: "Won", rate: "Conversion" },
    none: "No leads to convert in these weeks.",
  },
  calls: {
    heading: "Calls booked",
    intro:
      "Calls visitors booked on the site, by the week they were booked, and how the calls held each week went. The no-show rate counts the calls marked attended or no-show.",
    summary: (booked: number, cancelled: string, noShowRate: string) =>
      `${plural(booked, "call")} booked; ${cancelled} cancelled; no-show rate ${noShowRate}.`,
    caption: "Calls booked, cancelled, attended and missed, by week",
    columns: { booked: "Booked", cancelled: "Cancelled", attended: "Attended", noShows: "No-show" },
    none: "No calls were booked in these weeks.",
  },
} as const;
