/** The words of a page's history in the admin (/admin/pages/:id/history), and of late scheduled pages on /admin. */

export const pageHistory = {
  title: (pageTitle: string) => `History: ${pageTitle}`,
  fallbackTitle: "Page history",
  description: "Every saved version of a page.",
  heading: "History",
  backToEditor: "Back to the editor",
  intro:
    "Every save of this page is kept here. Compare a version with the current draft or the live page, or restore it: restoring saves it as the page's draft, and on a live page readers keep the live version until you publish the changes.",
  pageLine: (path: string) => `Address: ${path}`,
  states: {
    live: "Live",
    pending: "Live, with unpublished changes",
    draft: "Not published yet",
  },
  listHeading: "Saved versions",
  tableLabel: "Saved versions of the page",
  columns: { saved: "Saved", version: "Version", by: "By", what: "What", title: "Title", actions: "Actions" },
  kinds: {
    saved: "Saved",
    draft: "Draft of the live page",
    published: "Published",
    scheduled: "Scheduled",
    restored: "Restored an earlier version",
  },
  restoredFrom: (when: string) => `Restored the version saved ${when}`,
  scheduleActor: "Publishing schedule",
  setupActor: "Site set-up",
  unknownActor: "Former member of staff",
  current: "Current",
  unreadable: (count: number) => (count === 1 ? "1 section cannot be read" : `${count} sections cannot be read`),
  compare: "Compare",
  compareLabel: (when: string) => `Compare the version saved ${when}`,
  restore: "Restore",
  restoring: "Restoring…",
  restoreLabel: (when: string) => `Restore the version saved ${when}`,
  comparisonHeading: (when: string, version: number) => `Version ${version}, saved ${when}`,
  comparedWith: { draft: "compared with the current draft", live: "compared with the live page" },
  compareWithLabel: "Compare with",
  compareWith: { draft: "Current draft", live: "Live page" },
  legend: { removed: "Only in that version", added: "Only in the page now" },
  closeComparison: "Close the comparison",
  same: "No differences: this version is the same as the page now.",
  pageFields: "The page's settings",
  sectionsLabel: "Sections that differ",
  sectionChange: {
    added: "Not in that version",
    removed: "Only in that version",
    changed: "Changed",
    moved: "Moved",
  },
  alsoMoved: "also moved",
  sectionProblem: (problem: string) => `This section cannot be read: ${problem}`,
  sectionAnchor: (id: string) => `#${id}`,
  sameFields: "Its fields are the same; only its place on the page changed.",
  empty: "No versions saved yet. Each save from now on is kept here.",
  confirmHeading: "Restore this version?",
  confirmBody: {
    live: (when: string) =>
      `The version saved ${when} becomes the page's draft, replacing the unpublished changes (they stay in the history). Readers keep the live page until you publish the changes.`,
    draft: (when: string) =>
      `The version saved ${when} becomes the page's draft, replacing what it holds now (that stays in the history).`,
  },
  confirm: "Restore this version",
  cancel: "Cancel",
  restoredTitle: "Version restored",
  restoredPending:
    "It is saved as the page's unpublished changes: readers see the live page until you press Publish changes in the editor.",
  restoredDraft: "The page's draft now has that version's content.",
  conflict: (who: string, when: string) =>
    `${who} saved this page at ${when}, after you opened its history. Nothing was restored: look again, then restore.`,
  someone: "Someone",
  reload: "Look again",
  notFound: "That version no longer exists.",
  notUnderstood: "That request was not understood. Please try again.",
  failed: "The version could not be restored just now. Please try again.",
  notFoundHeading: "Page not found",
  notFoundMessage: "There is no such page: it may have been deleted.",
  allPages: "All pages",
} as const;

/** The warning over the admin's posts when scheduled pages are late, each with a link to its editor. */
export const latePagesWarning = {
  text: (count: number) =>
    count === 1
      ? "1 scheduled page is late: its time has passed and it is not published yet."
      : `${count} scheduled pages are late: their time has passed and they are not published yet.`,
  hint: "A page that fails the checks for publishing waits until it is mended: open it to see why.",
  listLabel: "Late pages",
  page: (title: string, path: string) => `${title} (${path})`,
  due: (when: string) => `due ${when}`,
  more: (count: number) => (count === 1 ? "and 1 more" : `and ${count} more`),
} as const;
