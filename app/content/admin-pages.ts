/**
 * Copy for the admin's pages list (/admin/pages), a new page, a page's settings and the redirects screen.
 * Typed data only: no JSX, no server imports.
 */

/** A page's state in the list, as its badge says it. */
export const PAGE_STATE_LABELS = {
  live: "Live",
  draft: "Draft",
  pending: "Pending changes",
  scheduled: "Scheduled",
} as const;

export const pagesList = {
  title: "Pages",
  description: "The website's pages.",
  heading: "Pages",
  intro:
    "Every page of the website. Open one to edit its sections, or its settings for its title, address and preview.",
  newPage: "New page",
  redirects: "Redirects",
  search: {
    label: "Search pages",
    field: "Title or address",
    placeholder: "e.g. pricing or /services",
    submit: "Search",
    clear: "Clear",
  },
  listHeading: "All pages",
  tableLabel: "Pages",
  columns: { title: "Page", state: "State", lastChange: "Last change", actions: "Actions" },
  count: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? "page" : "pages"}` : `${shown} of ${total} pages match`,
  by: (name: string) => ` by ${name}`,
  edit: "Edit",
  settings: "Settings",
  empty: { heading: "No pages yet", hint: "Start the website's first page.", create: "Create a page" },
  noMatches: { heading: "No page matches your search", hint: "Try other words, or" },
  loadFailed: "The pages could not be loaded. Please try again in a moment.",
} as const;

export const newPageCopy = {
  title: "New page",
  description: "Start a page of the website.",
  heading: "New page",
  intro:
    "A new page is a draft: nobody sees it until you publish it from the editor. Start it blank or as a copy of another page.",
  back: "All pages",
  fields: {
    title: { label: "Title", hint: "Shown in the browser tab and in search results." },
    path: {
      label: "Address",
      hint: "Starts with /: lower-case words joined by hyphens, e.g. /campaigns/spring-audit.",
    },
    from: {
      legend: "Start from",
      blank: "Blank page",
      blankHint: "A heading with the page's title, nothing else.",
      copy: "Copy of",
      copyHint: "The chosen page's sections, to change as you like.",
      choose: "Page to copy",
    },
    replaceRedirect: {
      label: "Replace the redirect",
      hint: "Readers of this address are sent elsewhere today: the redirect is removed and the address given to this page.",
    },
  },
  submit: "Create page",
  submitting: "Creating…",
  created: "Page created",
  fieldsToCorrect: "Please correct the fields marked below.",
  chooseSource: "Choose the page to copy.",
  failed: "The page could not be created. Please try again.",
} as const;

export const pageSettingsCopy = {
  title: (page: string) => `Settings: ${page}`,
  description: "A page's title, description, preview picture and address.",
  heading: "Page settings",
  back: "All pages",
  editSections: "Edit sections",
  viewLive: "View live page",
  notFoundHeading: "Page not found",
  notFound: "That page does not exist. It may have been deleted.",
  search: {
    legend: "Search results and link previews",
    hint: "Saved as a draft, as every change to the page: readers see it when the page's changes are published.",
    title: { label: "Title", hint: "Search engines show about 60 characters of a title." },
    description: { label: "Description", hint: "Search engines show about 155 characters of a description." },
    count: (used: number, shown: number) => `${used} of about ${shown} characters shown`,
    over: (used: number, shown: number) => `${used} characters: search engines cut it after about ${shown}`,
    image: {
      legend: "Preview picture",
      hint: "What link previews (social media, chat) show. Without one, the site's own card is shown.",
      none: "The site's card",
      library: "An image from the library",
      libraryEmpty: "The library has no images yet: upload one with a post, or give an address.",
      address: "An address",
      addressField: "Picture address",
      addressHint: "https://, or a path of this site such as /media/card.jpg.",
      libraryField: "Image",
      alt: "Alt text",
      altHint: "What the picture shows, for people who cannot see it. Leave it empty if the picture is decorative.",
    },
    save: "Save draft",
    saving: "Saving…",
    saved: "Settings saved as a draft",
    savedHint: "Publish the page's changes in the editor for readers to see them.",
    savedLive: "Settings saved",
  },
  stale: {
    heading: "Someone else saved this page while you were editing",
    body: (who: string, when: string) =>
      `${who} saved it at ${when}. Your settings are not saved yet and are kept below: save again to replace theirs, or reload the page to start from theirs.`,
    someone: "Someone",
    reload: "Start from theirs",
  },
  address: {
    legend: "Address",
    hint: "Changed at once. A live page's old address then sends its readers to the new one (a permanent redirect).",
    field: "New address",
    submit: "Change address",
    confirmTitle: "Change the page's address?",
    confirm: (from: string, to: string, live: boolean) =>
      live
        ? `The page moves from ${from} to ${to} now. Readers and search engines using ${from} are sent to ${to}.`
        : `The page moves from ${from} to ${to}. It is not live, so nothing is left at ${from}.`,
    confirmButton: "Change address",
    cancel: "Cancel",
    changed: "Address changed",
    changedHint: (from: string, to: string, redirected: boolean) =>
      redirected ? `${from} now sends readers to ${to}.` : `The page is now at ${to}.`,
    same: "That is the page's address already.",
  },
  delete: {
    legend: "Delete the page",
    hint: "Deleting a page removes it and its history for good.",
    button: "Delete page…",
    confirmTitle: (title: string) => `Delete ${title}?`,
    bodyLive: (path: string) =>
      `The page and its history are removed for good. Choose what readers of ${path} get from now on.`,
    bodyDraft: "The page has never been published: it and its history are removed for good.",
    afterLegend: "Readers of its address",
    redirect: "Redirect to another page (301)",
    redirectHint: "Search engines move what they knew of this page to that one.",
    target: "Page to send them to",
    gone: "Gone (410)",
    goneHint: "Say the page was removed on purpose, so search engines drop it.",
    confirmButton: "Delete page",
    cancel: "Cancel",
    deleted: "Page deleted",
    menusNote: (links: string) =>
      `The menus link to this page (${links}). With a redirect, they follow it to the page chosen; to choose Gone, change the menus first.`,
    deletedHint: (path: string, left: "redirect" | "gone" | "nothing", to: string | null, menusFollowed: boolean) =>
      left === "redirect"
        ? `${path} now sends readers to ${to}.${menusFollowed ? " The menus link there too." : ""}`
        : left === "gone"
          ? `${path} now answers Gone (410).`
          : "",
  },
  errorTitle: "Error",
  notUnderstood: "That request was not understood. Please try again.",
  failed: "The change could not be saved. Please try again.",
} as const;

export const REDIRECT_SOURCE_LABELS = {
  legacy: "Old site address",
  manual: "Added by staff",
  "path-change": "Page moved",
  "page-deleted": "Page deleted",
} as const;

export const redirectsCopy = {
  title: "Redirects",
  description: "Old addresses of the website and where they send readers.",
  heading: "Redirects",
  intro:
    "Old addresses of the website and where they send readers: a permanent redirect (301) to another address, or Gone (410). Moving or deleting a page adds one here by itself.",
  back: "All pages",
  add: {
    heading: "Add a redirect",
    submit: "Add redirect",
    submitting: "Adding…",
  },
  fields: {
    from: { label: "Old address", hint: "A path of this site that no live page has, e.g. /spring-offer." },
    kind: { legend: "Readers go", redirect: "To another address (301)", gone: "Nowhere: the page is gone (410)" },
    to: { label: "New address", hint: "A path of this site (e.g. /contact) or an https:// address." },
  },
  listHeading: "All redirects",
  tableLabel: "Redirects",
  columns: { from: "Old address", to: "Goes to", source: "Why", lastChange: "Last change", actions: "Actions" },
  goneLabel: "Gone (410)",
  count: (total: number) => `${total} ${total === 1 ? "redirect" : "redirects"}`,
  empty: "No redirects yet.",
  edit: "Edit",
  editHeading: (from: string) => `Edit the redirect from ${from}`,
  save: "Save redirect",
  saving: "Saving…",
  cancel: "Cancel",
  remove: "Remove",
  confirmRemoveTitle: (from: string) => `Remove the redirect from ${from}?`,
  confirmRemoveBody: (from: string) =>
    `Readers of ${from} will no longer be sent on: the address answers "Page not found" unless a page is published there.`,
  confirmRemoveButton: "Remove redirect",
  added: "Redirect added",
  saved: "Redirect saved",
  removed: "Redirect removed",
  gone: "That redirect no longer exists.",
  fieldsToCorrect: "Please correct the fields marked below.",
  errorTitle: "Error",
  notUnderstood: "That request was not understood. Please try again.",
  failed: "The change could not be saved. Please try again.",
  loadFailed: "The redirects could not be loaded. Please try again in a moment.",
} as const;
