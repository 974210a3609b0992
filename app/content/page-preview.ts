/**
 * The words of a page's preview link (/page-preview/:token), drawn by the content route: a module of its own, so
 * that a marketing page's script carries only these words of the editor's.
 */
export const pagePreview = {
  badge: "Preview",
  title: (page: string) => `Preview: ${page}`,
  notice: "This is a draft: it is not on the site yet.",
  pendingNotice: "These are changes not yet published: readers see the live page.",
  scheduled: (when: string) => `Scheduled to go live ${when} (Johannesburg time).`,
  unreadable: (count: number) =>
    count === 1 ? "1 section cannot be read and is left out." : `${count} sections cannot be read and are left out.`,
  invalid: {
    heading: "This preview link does not work",
    body: "It may have been replaced by a newer link. Ask the person who sent it for a new one.",
  },
} as const;
