/** The words of the page editor (/admin/pages/:id) and of a page's preview link. */

export const pageEditor = {
  title: (page: string) => `Edit ${page}`,
  fallbackTitle: "Edit page",
  description: "Edit a page of the website: its sections, their words, links and order.",
  back: "All pages",
  heading: (page: string) => `Edit “${page}”`,
  tabs: { label: "Page editor", sections: "Sections", settings: "Settings", history: "History" },
  state: {
    live: "Live",
    draft: "Draft",
    pending: "Pending changes",
    scheduled: "Scheduled",
    late: "Late",
  },
  stateLine: {
    liveAt: "Live at ",
    draft: "Draft: not on the site yet.",
    pending: (when: string) =>
      `Changes saved ${when} are waiting: readers see the live page until you press “Publish changes”.`,
    scheduled: (when: string) => `Scheduled to go live ${when} (Johannesburg time).`,
    late: (when: string) =>
      `Scheduled for ${when} (Johannesburg time) and late: the publishing job has not run since. Publish it now, or check the job.`,
  },
  sectionsHeading: "Sections",
  sectionsHint:
    "Each section in the order readers see it. Open one to edit its words; move, copy or remove it with its buttons.",
  empty: "This page has no sections yet. Add one below.",
  behaviour: "Behaviour: works as built in. Its words are edited here.",
  unreadable: {
    heading: "This section cannot be read",
    body: "It is kept as it was saved and left off the public page. Remove it, or ask for it to be mended.",
  },
  problems: (count: number) =>
    count === 1 ? "1 thing to fix before it can be published" : `${count} things to fix before it can be published`,
  fields: { show: "Edit the fields", hide: "Hide the fields" },
  sectionButtons: {
    up: "Move up",
    down: "Move down",
    duplicate: "Duplicate",
    remove: "Remove",
  },
  removed: (label: string) => `The “${label}” section was removed. It is gone from the page when you save.`,
  undo: "Undo",
  add: {
    heading: "Add section",
    label: "Kind of section",
    button: "Add section",
    behaviour: " (behaviour)",
  },
  list: {
    add: (item: string) => `Add ${item.toLowerCase()}`,
    remove: "Remove",
    up: "Move up",
    down: "Move down",
    item: (item: string, n: number) => `${item} ${n}`,
    empty: "None yet.",
  },
  group: {
    add: (label: string) => `Add ${label.toLowerCase()}`,
    remove: (label: string) => `Remove ${label.toLowerCase()}`,
  },
  variants: { kind: "Kind", apply: "Change kind" },
  choice: { none: "As designed (default)", choose: "Choose…" },
  icon: { none: "No icon" },
  image: {
    choose: "Image from the library",
    empty: "The image library has no images yet: upload one with a post first.",
    none: "No image",
    alt: "Alt text",
    altHint: "What the picture shows, for people who cannot see it.",
    decorative: "Decorative image",
  },
  href: {
    page: "Page on this site",
    other: "Outside address (type it below)",
    address: "Address",
    addressHint: "https://…, mailto:… or tel:…; or a path on this site such as /contact#form.",
  },
  toggleOn: "Yes",
  workflow: {
    heading: "Publishing",
    saveDraft: "Save draft",
    saving: "Saving…",
    publish: "Publish changes",
    publishing: "Publishing…",
    publishNew: "Publish page",
    scheduleLabel: "Publish at (Johannesburg time)",
    scheduleHint: "The draft goes live by itself at this time. Save first if you changed anything since.",
    schedule: "Schedule",
    scheduling: "Scheduling…",
    unschedule: "Cancel the schedule",
    discard: "Discard changes",
    discarding: "Discarding…",
  },
  saved: {
    draftTitle: "Draft saved",
    draftLive: "Readers see the live page until you press “Publish changes”.",
    draftNew: "The page is not on the site until you publish it.",
    publishedTitle: "Published",
    publishedBody: "Readers now see these changes.",
    scheduledTitle: "Scheduled",
    scheduledBody: (when: string) => `The draft goes live ${when} (Johannesburg time).`,
    unscheduledTitle: "Schedule cancelled",
    unscheduledBody: "The draft waits for “Publish changes”.",
    discardedTitle: "Changes discarded",
    discardedBody: "The editor shows the live page again.",
  },
  refused: {
    publish: (count: number) =>
      count === 1
        ? "Not published: 1 thing to fix first. Nothing was changed."
        : `Not published: ${count} things to fix first. Nothing was changed.`,
    schedule: (count: number) =>
      count === 1
        ? "Not scheduled: 1 thing to fix first. Nothing was changed."
        : `Not scheduled: ${count} things to fix first. Nothing was changed.`,
    time: "Enter the date and time to publish, like 2026-12-01 09:30.",
    nothingToDiscard: "There are no pending changes to discard.",
    nothingToUnschedule: "The page is not scheduled.",
    failed: "The page could not be saved just now. Your changes are still here: try again in a moment.",
    notUnderstood: "That button is not one this page knows.",
    sectionLabel: (n: number, label: string) => `Section ${n} (${label})`,
    page: "The page",
  },
  confirmDiscard: {
    heading: "Discard the pending changes?",
    body: "The changes saved since the page was last published are thrown away, and any schedule for them is cancelled. Readers keep seeing the live page. Earlier drafts stay in the history.",
    confirm: "Discard changes",
    cancel: "Keep the changes",
  },
  preview: {
    heading: "Preview",
    hint: "A private link to the saved draft, as readers would see it. Anyone with the link can open it; search engines do not index it. Save first: the preview shows what is saved, not what is typed.",
    open: "Open the preview",
    label: "Preview link",
    create: "Make a preview link",
    renew: "Make a new link (the old one stops working)",
    creating: "Making the link…",
  },
  conflict: {
    heading: "Someone else saved this page while you were editing",
    body: (who: string, when: string) =>
      `${who} saved it at ${when}. Your changes are not saved yet. Below is how your sections differ from theirs. Save again to replace their version with yours, or open the page again to start from theirs.`,
    reload: "Open their version",
    changeLabel: (n: number, label: string) => `Section ${n}: ${label}`,
    removed: "(no such section)",
  },
  stale: "Another save came first. Your version is still in the form below.",
} as const;

export { pagePreview } from "./page-preview";
