/**
 * Copy for the admin's leads inbox, lead pages, data requests (POPIA access
 * and erasure) and the email outbox. Typed data only: no JSX, no server imports.
 */
import type { LeadStatus, LeadType, OutboxStatus, SubscriptionState } from "~/db/schema";

export const LEAD_TYPE_LABELS = {
  contact: "Contact request",
  marketplace: "Marketplace",
  newsletter: "Newsletter",
  "ready-to-talk": "Ready to talk",
  booking: "Call booked",
} as const satisfies Record<LeadType, string>;

export const LEAD_STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
} as const satisfies Record<LeadStatus, string>;

/** The inbox's work queues (lead-filter.ts), in the order the navigation lists them. */
export const LEAD_VIEW_LABELS = {
  mine: "Mine",
  unassigned: "Unassigned",
  overdue: "Overdue",
  "due-today": "Due today",
} as const;

export const SUBSCRIPTION_LABELS = {
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
} as const satisfies Record<SubscriptionState, string>;

export const OUTBOX_STATUS_LABELS = {
  pending: "Pending",
  sent: "Sent",
  dead: "Dead",
} as const satisfies Record<OutboxStatus, string>;

/** The keys of a label map, in its order, typed as its keys. */
export function labelKeys<K extends string>(labels: Record<K, string>): K[] {
  return Object.keys(labels) as K[];
}

export const leadMessages = {
  noteRequired: "Please write a note before saving.",
  noteTooLong: (max: number) => `A note can be at most ${max.toLocaleString("en")} characters.`,
  noteAdded: "Note added",
  statusInvalid: "Please choose one of the statuses.",
  statusChanged: "Status changed",
  statusUnchanged: (status: string) => `The status was already ${status}`,
  leadGone: "That lead no longer exists. It may have been erased.",
  notUnderstood: "That request was not understood. Please try again.",
  saveFailed: "The change could not be saved. Please try again.",
  loadFailed: "Failed to load data",
  replySubjectRequired: "Please write a subject.",
  replySubjectTooLong: (max: number) => `A subject can be at most ${max.toLocaleString("en")} characters.`,
  replyBodyRequired: "Please write your reply before sending.",
  replyBodyTooLong: (max: number) => `A reply can be at most ${max.toLocaleString("en")} characters.`,
  replySent: "Reply sent",
  replySentDetail: "It is in the outbox and will be delivered within a few seconds.",
} as const;

export const personMessages = {
  emailInvalid: "Please enter a valid email address.",
  nothingHeld: "Nothing is held about this address.",
  erased: "Their data was erased",
  eraseFailed: "The data could not be erased. Nothing was deleted. Please try again.",
  exportFailed: "The data could not be exported. Please try again.",
  confirmRequired: "Please confirm the erasure on the confirmation page.",
  postOnly: "Ask for the download with POST.",
  confirmTitle: "Erase everything held about this person?",
  confirmWarning:
    "This permanently deletes the rows listed below, in one step. It cannot be undone. The audit log keeps only a fingerprint of the address and the counts.",
} as const;

export const outboxMessages = {
  retried: "Email queued again",
  retryGone: "That email can no longer be retried: it has been sent or removed.",
  retriedDetail: "It will be sent within a few seconds.",
} as const;

/** A count and its noun: "1 lead", "3 leads". */
const counted = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`;

/** Shared by the leads pages: the title of an error toast, and the link back to the inbox. */
export const leadPages = {
  errorTitle: "Error",
  back: "All leads",
  /** Who wrote a note, when the account that wrote it is gone. */
  unknownAuthor: "An admin",
} as const;

/** The inbox at /admin/leads. */
export const leadsInbox = {
  title: "Leads",
  description: "Contact requests, marketplace submissions, newsletter and Ready to talk sign-ups.",
  heading: "Leads",
  intro: "Contact requests, marketplace submissions, newsletter sign-ups and Ready to talk requests, newest first.",
  export: "Export CSV",
  exportFiltered: " of the filtered leads",
  filter: {
    label: "Filter leads",
    type: "Type",
    allTypes: "All types",
    status: "Status",
    allStatuses: "All statuses",
    search: "Search",
    searchHint: "Name, email or business",
    submit: "Filter",
    clear: "Clear filters",
  },
  listHeading: "Inbox",
  summary: (range: { from: number; to: number }, total: number) =>
    total === 0 ? "No leads" : `Showing ${range.from} to ${range.to} of ${counted(total, "lead")}`,
  cardsLabel: "Leads",
  tableLabel: "Leads table",
  columns: {
    type: "Type",
    received: "Received",
    name: "Name",
    business: "Business",
    context: "Context",
    owner: "Owner",
    due: "Reply due",
    status: "Status",
  },
  /** The work queue select in the filter (lead-filter.ts). */
  view: { label: "View", all: "All leads" },
  /** What each work queue holds, under its heading. */
  viewIntro: {
    mine: "Open leads assigned to you.",
    unassigned: "Open leads nobody owns yet.",
    overdue: "Leads whose first reply is past due.",
    "due-today": "Leads whose first reply is due before the end of today.",
  },
  board: "Pipeline board",
  overview: "Overview",
  empty: {
    failed: "The leads could not be shown.",
    filtered: { heading: "No matching leads", body: "No lead matches these filters." },
    none: {
      heading: "No leads yet.",
      body: "Submissions from the contact, marketplace, newsletter and Ready to talk forms will appear here.",
    },
  },
  /** Working many leads at once (lead-bulk.ts): the bar under the list, its question before an erasure, its toasts. */
  bulk: {
    label: "Bulk actions",
    selectRow: (name: string) => `Select ${name}`,
    selectPage: "Select all leads on this page",
    /** "3 selected" */
    selected: (count: number) => `${count.toLocaleString("en-ZA")} selected`,
    selectMatching: (total: number) => `Select all ${total.toLocaleString("en-ZA")} matching leads`,
    allMatching: (total: number) =>
      `All ${total.toLocaleString("en-ZA")} matching ${total === 1 ? "lead is" : "leads are"} selected.`,
    clear: "Clear selection",
    hint: "Tick leads in the list, then choose what to do with them.",
    owner: "Assign to",
    status: "Move to",
    actions: {
      assign: "Assign selected",
      status: "Set status",
      spam: "Mark as spam",
      export: "Export selected",
      erase: "Erase selected",
    },
    working: "Working…",
    confirmHeading: (count: number) => `Erase ${counted(count, "lead")}?`,
    confirmWarning: (count: number) =>
      `${count === 1 ? "Its" : "Their"} answers, notes, replies and the emails about ${count === 1 ? "it" : "them"} will be erased for good. This cannot be undone.`,
    confirmButton: (count: number) => `Erase ${counted(count, "lead")}`,
    cancel: "Cancel",
    /** The toast after an action, by what it did. */
    done: {
      assigned: (count: number, owner: string) => `Assigned ${counted(count, "lead")} to ${owner}`,
      unassigned: (count: number) => `Unassigned ${counted(count, "lead")}`,
      status: (count: number, status: string) => `Moved ${counted(count, "lead")} to ${status}`,
      spam: (count: number) => `Marked ${counted(count, "lead")} as spam`,
      erase: (count: number) => `Erased ${counted(count, "lead")}`,
    },
    unchanged: (count: number) =>
      `${count.toLocaleString("en-ZA")} ${count === 1 ? "was" : "were"} already that way, and left as ${count === 1 ? "it was" : "they were"}.`,
    refused: {
      none: "Select at least one lead first.",
      tooMany: "That is more than 1,000 leads: narrow the filter and try again.",
      gone: (count: number) =>
        `${count.toLocaleString("en-ZA")} of the selected leads no longer ${count === 1 ? "exists" : "exist"}, so nothing was changed. The list is up to date now: choose again.`,
    },
  },
  person: {
    heading: "Data requests (POPIA)",
    body: "See, download or erase everything held about one email address: their leads of every kind, the notes on them and the emails about them.",
    email: "Email address",
    submit: "Find their data",
  },
} as const;

/** Where a lead stands against its reply promise (lead-due.ts), always in words: never colour alone. */
export const DUE_STATE_LABELS = {
  overdue: "Overdue",
  "due-today": "Due today",
  "due-later": "Due",
  answered: "Replied",
  "no-promise": "No reply promised",
} as const;

/** The owner control and reply promise, on a lead's page. */
export const leadOwner = {
  heading: "Follow-up",
  label: "Owner",
  nobody: "Unassigned",
  submit: "Assign",
  submitting: "Assigning…",
  assigned: (name: string) => `Assigned to ${name}`,
  unassigned: "Lead unassigned",
  unchanged: "The owner was already set",
  notAnOwner: "Please choose someone who works the leads.",
  /** When the reply clock stopped (a reply sent, or the status moved on from New): "Responded 27 Nov 2026, 14:05". */
  answered: "Responded ",
} as const;

/** The pipeline board at /admin/leads/board. */
export const leadBoard = {
  title: "Pipeline board",
  description: "Open leads by status, moved from one column to the next.",
  heading: "Pipeline board",
  intro:
    "One column per status, newest first. Move a lead with its menu; the change is saved and audited. Newsletter sign-ups show only when chosen as the type.",
  /** "12 leads" under a column's heading. */
  count: (total: number) => counted(total, "lead"),
  /** "Showing the newest 20. See all 57 in the inbox". */
  more: (shown: number, total: number) => `Showing the newest ${shown}. See all ${total} in the inbox`,
  empty: "No leads",
  move: {
    /** The menu's label, read with the lead's name: "Move Thandi Mokoena to". */
    label: (name: string) => `Move ${name} to`,
    submit: "Move",
    submitting: "Moving…",
  },
  moved: (status: string) => `Lead moved to ${status}`,
  loadFailed: "The board could not be shown.",
  filter: { label: "Filter the board", submit: "Show" },
} as const;

/** One lead at /admin/leads/:type/:id. */
export const leadDetail = {
  title: (name: string) => `Lead: ${name}`,
  fallbackTitle: "Lead",
  description: "One lead, its consent record, context, replies and timeline.",
  /** After the kind of lead, before the date: "Contact request · received 26 Nov 2026, 14:05". */
  received: " · received ",
  sections: { answers: "Details", consent: "Consent record", context: "Context" },
  notGiven: "Not given",
  status: { heading: "Status", label: "Lead status", submit: "Save status", submitting: "Saving…" },
  person: {
    heading: "Their data",
    body: "Everything held about this address, to download or erase (POPIA requests).",
    link: "Everything held about them",
  },
  reply: {
    /** "Reply to Thandi Mokoena" (their name, or their address when the form asked none). */
    heading: (name: string) => `Reply to ${name}`,
    /** Before their address: "To thandi@example.co.za, from the site's address; replies come back to you." */
    to: "To ",
    from: ", from the site's address. Their answer comes back to you at ",
    subject: "Subject",
    defaultSubject: "Re: your enquiry",
    message: "Message",
    messageHint: (max: number) =>
      `Plain text, up to ${max.toLocaleString("en")} characters. Kept with the lead and erased with it.`,
    quote: "Quote what they wrote",
    quoteHint: "Adds what they wrote to the end of your reply.",
    submit: "Send reply",
    submitting: "Sending…",
    /** The quoted message's first line: "On 26 Nov 2026, 14:05, Thandi Mokoena wrote:". */
    attribution: (when: string, name: string) => `On ${when}, ${name} wrote:`,
    /** What a contact request's quoted message says about its challenges. */
    challenges: "Challenges: ",
    goal: "Goal: ",
  },
  /** A booked call's panel on its lead's page. */
  booking: {
    heading: "Booked call",
    call: "Call",
    with: "With",
    when: "When",
    state: "State",
    states: { confirmed: "Booked", cancelled: "Cancelled", held: "Being booked" },
    outcomes: { attended: "Attended", "no-show": "No-show" },
    yourTime: (city: string) => `Visitor's time (${city})`,
    markLegend: "How did the call go?",
    attended: "Attended",
    noShow: "No-show",
    marked: (outcome: string) => `Call marked: ${outcome}`,
    notMarkable: "Only a booked call that has begun can be marked attended or a no-show.",
    cancel: "Cancel the call…",
    cancelHint: "The visitor and the host get the cancellation by email, and the time is offered again.",
    cancelConfirm: "Yes, cancel the call",
    cancelled: "Call cancelled",
    notCancellable: "This call can no longer be cancelled: it was cancelled already or has begun.",
  },
  timeline: {
    heading: "Timeline",
    intro: "Everything that happened to this lead, newest first.",
    label: "Events, newest first",
    /** Who did something, when the account is gone or the system did it. */
    someone: "An admin",
    by: "by ",
    kinds: {
      arrival: "Received",
      status: "Status changed",
      assigned: "Owner changed",
      note: "Note",
      email: "Email",
      reply: "Reply",
      call: "Call",
    },
    /** A booked call's changes, each with the call's time after it ("Wednesday, 3 February 2027, 09:00 SAST"). */
    call: {
      booked: (when: string) => `Call booked for ${when}`,
      rescheduled: (when: string) => `Rescheduled to ${when}`,
      cancelled: (when: string) => `Cancelled the call of ${when}`,
      attended: (when: string) => `Attended the call of ${when}`,
      "no-show": (when: string) => `No-show at the call of ${when}`,
    },
    /** Who changed a booked call from their own link. */
    visitor: "the visitor",
    /** "From /contact". */
    arrivalFrom: "From ",
    /** In words, unlike the toast's arrow: "From New to Contacted". */
    statusChange: (from: string, to: string) => `From ${from} to ${to}`,
    assignment: (from: string | null, to: string | null) =>
      to === null
        ? `Unassigned${from ? ` (was ${from})` : ""}`
        : from === null
          ? `Given to ${to}`
          : `From ${from} to ${to}`,
    /** Before an email's recipient: "To leads@example.co.za". */
    emailTo: "To ",
    subject: "Subject: ",
    delivery: { pending: "Waiting to send", sent: "Sent", dead: "Failed", gone: "Not in the outbox" },
  },
  note: {
    label: "Add a note",
    hint: (max: number) =>
      `Seen by admins only; up to ${max.toLocaleString("en")} characters. Notes are erased with the lead.`,
    submit: "Add note",
    submitting: "Adding…",
  },
  notFound: { heading: "Lead not found", back: "Back to leads" },
} as const;

/** A data request at /admin/leads/person: finding, downloading and erasing what is held about one address. */
export const personPage = {
  title: "Data request",
  description: "Everything held about one email address, to download or erase.",
  heading: "Data request",
  ask: "When someone asks what is held about them, or asks for it to be deleted (POPIA), look up their email address.",
  email: "Email address",
  find: "Find their data",
  /** Before the address: "Everything held about ada@example.com". */
  heldAbout: "Everything held about ",
  nothingHeldDetail: "No lead, note or email in the outbox concerns this address.",
  lookUpAnother: "Look up another address",
  summaryHeading: "What is held",
  download: "Download their data",
  erase: "Erase their data",
  /** Around each list's count: "Leads (2)". */
  lists: {
    leads: { before: "Leads (", after: ")", empty: "No leads." },
    notes: { before: "Notes on their leads (", after: ")", empty: "No notes." },
    emails: { before: "Emails about them (", after: ")", empty: "No emails." },
  },
  /** Before an email's recipient: "To ada@example.com". */
  emailTo: "To ",
  /** What erasing deletes, one line per kind. */
  held: {
    /** A kind's leads in words, by kind (a kind without words of its own is named by its label: leadsOf). */
    leads: {
      contact: (count: number) => counted(count, "contact request"),
      marketplace: (count: number) => counted(count, "marketplace submission"),
      newsletter: (count: number) => counted(count, "newsletter subscription"),
      "ready-to-talk": (count: number) => counted(count, "Ready to talk request"),
    } as Record<string, (count: number) => string>,
    leadsOf: (label: string, count: number) => `${label}: ${counted(count, "lead")}`,
    notes: (count: number) => `${counted(count, "note")} on them`,
    replies: (count: number) => `${count} ${count === 1 ? "reply" : "replies"} to them, kept with their leads`,
    emails: (count: number) => `${counted(count, "email")} about them in the outbox`,
  },
  confirm: {
    heading: "Erase their data",
    /** Before the address: "Address: ada@example.com". */
    address: "Address: ",
    deleted: "These will be deleted:",
    submit: "Erase permanently",
    submitting: "Erasing…",
    cancel: "Cancel",
  },
  /** The toast's description after an erasure. */
  erasedCounts: (counts: { leads: number; notes: number; replies: number; emails: number }) =>
    `Deleted ${counted(counts.leads, "lead")}, ${counted(counts.notes, "note")}, ${counts.replies} ${counts.replies === 1 ? "reply" : "replies"} and ${counted(counts.emails, "email")}.`,
} as const;

/** The email outbox at /admin/outbox. */
export const outboxPage = {
  title: "Email outbox",
  description: "Emails waiting, sent and failed, with a retry for failed ones.",
  heading: "Email outbox",
  intro:
    "Every email the site sends waits here until it is delivered. A failed delivery is tried again with growing pauses, and after repeated failures the email is marked dead until it is retried.",
  countsHeading: "Emails by status",
  filterLabel: "Filter by status",
  all: "All",
  listHeading: (status: string | null) => (status ? `${status} emails` : "Latest emails"),
  summary: (shown: number, limit: number) => (shown === limit ? `The latest ${limit}` : counted(shown, "email")),
  empty: (status: string | null) => (status ? `No ${status.toLowerCase()} emails.` : "No emails yet."),
  tableLabel: "Emails table",
  columns: {
    subject: "Subject",
    to: "To",
    status: "Status",
    attempts: "Attempts",
    lastError: "Last error",
    created: "Created",
    sent: "Sent",
    actions: "Actions",
  },
  retry: "Retry",
  retrying: "Retrying…",
} as const;
