/** Copy for the admin's audit log at /admin/audit. Typed data only: no JSX, no server imports. */

export const auditPage = {
  title: "Audit log",
  description: "Who changed what, and when.",
  heading: "Audit log",
  intro: "Every recorded change to posts, categories and accounts, newest first. Entries are never edited or removed.",
  filter: {
    action: "Action",
    allActions: "All actions",
    resourceType: "Resource type",
    allTypes: "All types",
    submit: "Filter",
    clear: "Clear filters",
  },
  listHeading: "Events",
  summary: (range: { from: number; to: number }, total: number) =>
    total === 0 ? "No events" : `Showing ${range.from} to ${range.to} of ${total} ${total === 1 ? "event" : "events"}`,
  empty: { filtered: "No events match these filters.", none: "Nothing has been recorded yet." },
  tableLabel: "Audit events table",
  columns: { time: "Time", action: "Action", resource: "Resource", admin: "Admin", details: "Details" },
  /** Who made a change that no account made. */
  system: "system",
  /** A detail that is an empty list. */
  nothing: "nothing",
  /** The label of the address a change came from. */
  ip: "ip:",
  pagesLabel: "Audit log pages",
} as const;
