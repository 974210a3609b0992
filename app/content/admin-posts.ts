/** The admin's toasts and messages, worded exactly as the specification has them. */
export const ADMIN_MESSAGES = {
  created: "Blog post created successfully",
  updated: "Blog post updated successfully",
  deleted: "Blog post deleted successfully",
  saveFailed: "Failed to save blog post",
  deleteFailed: "Failed to delete blog post",
  loadFailed: "Failed to load data",
  confirmDelete: "Are you sure you want to delete this post?",
  /** The title of an error toast. */
  errorTitle: "Error",
} as const;

/** Singular or plural noun after a count: "1 post", "3 posts". */
const noun = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The admin's dashboard at /admin: the list of posts, and deleting one. */
export const adminDashboard = {
  title: "Blog Admin Dashboard",
  description: "Write, edit and publish insights.",
  heading: "Blog Admin Dashboard",
  /** The line under the heading: "3 posts · 2 published · 1 draft". */
  summary: {
    posts: (count: number) => noun(count, "post", "posts"),
    published: " published · ",
    drafts: (count: number) => noun(count, "draft", "drafts"),
  },
  newPost: "New Post",
  listHeading: "Posts",
  tableLabel: "Posts table",
  columns: {
    title: "Title",
    category: "Category",
    status: "Status",
    views: "Views",
    updated: "Updated",
    actions: "Actions",
  },
  badges: {
    published: "Published",
    draft: "Draft",
    scheduled: "Scheduled",
    /** In place of Scheduled when its time passed more than two checks ago and it is still not published. */
    late: "Late",
    pending: "Pending changes",
    featured: "Featured",
    regular: "Regular",
  },
  /** Under the Scheduled badge: "1 Dec 2026, 09:30". */
  scheduledFor: (when: string) => `Goes live ${when}`,
  /** Under the Late badge. */
  lateFor: (when: string) => `Scheduled for ${when}; not yet published`,
  /** Over the list while any scheduled post is late, with a link to the scheduled posts. */
  lateWarning: {
    text: (count: number) =>
      `${count.toLocaleString("en-ZA")} scheduled ${noun(count, "post is", "posts are")} late: ${noun(count, "its", "their")} time has passed and ${noun(count, "it is", "they are")} not published yet.`,
    link: "Show scheduled posts",
  },
  filters: {
    label: "Filter posts",
    search: "Search posts",
    searchPlaceholder: "Title or summary",
    status: "Status",
    allStatuses: "All statuses",
    statuses: { draft: "Draft", scheduled: "Scheduled", published: "Published", pending: "Has pending changes" },
    category: "Category",
    allCategories: "All categories",
    apply: "Filter",
    clear: "Clear filters",
  },
  /** "Showing 1 to 25 of 10,000 posts". */
  showing: (from: number, to: number, total: number) =>
    `Showing ${from.toLocaleString("en-ZA")} to ${to.toLocaleString("en-ZA")} of ${total.toLocaleString("en-ZA")} ${total === 1 ? "post" : "posts"}`,
  scheduledCount: (count: number) => ` · ${count} scheduled`,
  noMatches: { heading: "No posts match these filters.", hint: "Try other words, or clear the filters." },
  empty: {
    heading: "No posts yet.",
    failed: "The posts could not be shown.",
    hint: "Write the first insight: it stays a draft until you publish it.",
    create: "Create a post",
  },
  edit: "Edit",
  delete: "Delete",
  deleting: "Deleting…",
  cancel: "Cancel",
  /** Around the post's title: "“Title” will be removed …". */
  deleteWarning: { before: "“", after: "” will be removed from the site and the admin list. This cannot be undone." },
  /** The confirmation page for visitors without JavaScript. */
  confirmHeading: "Delete post",
  notUnderstood: "That request was not understood. Please try again.",
  postGone: "That post no longer exists.",
  /** Acting on many posts at once: the bar over the list, its choices and what they answer. */
  bulk: {
    label: "Bulk actions",
    selectRow: (title: string) => `Select ${title}`,
    selectPage: "Select all posts on this page",
    /** "3 selected" */
    selected: (count: number) => `${count.toLocaleString("en-ZA")} selected`,
    selectMatching: (total: number) => `Select all ${total.toLocaleString("en-ZA")} matching posts`,
    allMatching: (total: number) =>
      `All ${total.toLocaleString("en-ZA")} matching ${noun(total, "post is", "posts are")} selected.`,
    clear: "Clear selection",
    hint: "Tick posts in the list, then choose what to do with them.",
    actions: { publish: "Publish selected", unpublish: "Unpublish selected", delete: "Delete selected" },
    working: "Working…",
    confirmHeading: (count: number) => `Delete ${count.toLocaleString("en-ZA")} ${noun(count, "post", "posts")}?`,
    confirmWarning: (count: number) =>
      `${noun(count, "It", "They")} will be removed from the site and the admin list. This cannot be undone.`,
    confirmButton: (count: number) => `Delete ${count.toLocaleString("en-ZA")} ${noun(count, "post", "posts")}`,
    /** The toast after an action, by what it did. */
    done: {
      publish: (count: number) => `Published ${count.toLocaleString("en-ZA")} ${noun(count, "post", "posts")}`,
      unpublish: (count: number) => `Unpublished ${count.toLocaleString("en-ZA")} ${noun(count, "post", "posts")}`,
      delete: (count: number) => `Deleted ${count.toLocaleString("en-ZA")} ${noun(count, "post", "posts")}`,
    },
    unchanged: {
      publish: (count: number) =>
        `${count.toLocaleString("en-ZA")} ${noun(count, "was", "were")} already live with nothing waiting.`,
      unpublish: (count: number) => `${count.toLocaleString("en-ZA")} ${noun(count, "was", "were")} already a draft.`,
      delete: () => "",
    },
    refused: {
      none: "Select at least one post first.",
      tooMany: "That is more than 1,000 posts: narrow the filter and try again.",
      gone: (count: number) =>
        `${count.toLocaleString("en-ZA")} of the selected posts no longer ${noun(count, "exists", "exist")}, so nothing was changed. The list is up to date now: choose again.`,
    },
  },
} as const;

/** What a save's toast adds to "Blog post created/updated successfully", by what happened to the post. */
export const postSaved = {
  pending: "Saved as a draft of the live post: readers see the published version until you press Publish changes.",
  live: "It is live on the site.",
  scheduled: (when: string) => `Scheduled to go live on ${when} (South African time).`,
} as const;

/** The pages that hold the post form: a new post, and editing one. */
export const postPages = {
  back: "All posts",
  new: { title: "New post", description: "Write a new insight.", heading: "New post" },
  edit: {
    title: (postTitle: string) => `Edit: ${postTitle}`,
    fallbackTitle: "Edit post",
    description: "Edit an insight.",
    heading: "Edit post",
    /** Around the date: "Published 26 Nov 2026, 14:05 at /insights/…". */
    published: { before: "Published ", after: " at" },
    draft: "Draft: readers cannot see it until it is published.",
    /** Around the time: "Scheduled: goes live on 1 Dec 2026, 09:30 (South African time)." */
    scheduled: (when: string) => `Scheduled: goes live on ${when} (South African time).`,
    /** A scheduled post still not published more than two checks after its time. */
    late: (when: string) =>
      `Late: scheduled for ${when} (South African time) and not yet published. Tick Published and save to publish it now.`,
    pending: (when: string) =>
      `Unpublished changes saved ${when}. Readers see the published version until you publish them.`,
    discard: "Discard changes",
    discarding: "Discarding…",
    discarded: "Changes discarded",
    discardedDescription: "The post is as published. The discarded changes stay in its history.",
    nothingToDiscard: "There are no unpublished changes to discard.",
    confirmDiscard: {
      heading: "Discard the unpublished changes?",
      body: "The post goes back to its published version. The changes stay in the history, where you can restore them.",
    },
    history: "History",
    previewLink: {
      heading: "Share a preview",
      hint: "A link that shows this draft to someone who is not signed in, for 7 days.",
      create: "Create a preview link",
      creating: "Creating…",
      label: "Preview link",
      expires: (when: string) => `Works until ${when}. It always shows the latest saved draft.`,
      copy: "Copy link",
      copied: "Preview link copied",
    },
    notUnderstood: "That request was not understood. Please try again.",
  },
} as const;

/** The message when another save came first (optimistic concurrency), and the comparison it shows. */
export const saveConflict = {
  heading: "Someone else saved this post while you were editing",
  body: (who: string, when: string) =>
    `${who} saved it at ${when}. Your changes are not saved yet. Below is how your version differs from theirs. Save again to replace their version with yours, or open the post again to start from theirs.`,
  someone: "Someone",
  compareHeading: "Your version compared with theirs",
  legend: { removed: "Only in theirs", added: "Only in yours" },
  reload: "Open their version",
  saveAnyway: "Save mine instead",
} as const;

/** The post form: its fields, hints, Markdown editor and preview. */
export const postForm = {
  fieldsToCorrect: (count: number) =>
    count === 1 ? "Please correct the field marked below." : `Please correct the ${count} fields marked below.`,
  imageTooLarge: "The image must be 5 MB or smaller.",
  title: "Title",
  summary: { label: "Summary", hint: "One or two sentences, shown on cards and in search results." },
  publishing: "Publishing",
  category: { label: "Category", placeholder: "Choose a category" },
  tags: { label: "Tags", hint: (max: number) => `Separate with commas; up to ${max}.` },
  published: { label: "Published", hint: "Visible on the site; unticked is a draft." },
  featured: { label: "Featured", hint: "May be shown as the featured insight." },
  author: "Author",
  authorName: "Author name",
  authorBio: { label: "Author bio", hint: "Optional; the post page shows a standard bio when empty." },
  image: "Featured image",
  imageUrl: { label: "Image URL", placeholder: "https://", hint: "An https:// address, or upload a file below." },
  imageUpload: { label: "Or upload an image", hint: "PNG, JPEG, WebP or GIF, up to 5 MB. Replaces the URL above." },
  currentImage: "Current featured image",
  imageAlt: {
    label: "Alt text",
    hint: "What the image shows, for people who cannot see it: one or two plain sentences.",
  },
  imageDecorative: {
    label: "Decorative image",
    hint: "It adds nothing a reader needs: screen readers skip it, and no alt text is needed.",
  },
  /** The control under the editor that uploads an image into the body. */
  bodyImage: {
    heading: "Insert image",
    file: "Image file",
    fileHint: "PNG, JPEG, WebP or GIF, up to 5 MB.",
    alt: "Alt text for this image",
    altHint: "What the image shows, for people who cannot see it.",
    upload: "Upload and insert",
    uploading: "Uploading…",
    chooseFile: "Choose an image to upload.",
    altRequired: "Describe the image for people who cannot see it.",
    inserted: "Image inserted at the cursor.",
    failed: "The image could not be uploaded. Please try again.",
  },
  searchEngines: "Search engines",
  seoTitle: {
    label: "SEO title",
    placeholder: "Defaults to the title",
    hint: (max: number) => `Up to ${max} characters; empty uses the title.`,
  },
  seoDescription: {
    label: "SEO description",
    placeholder: "Defaults to the summary",
    hint: (max: number) => `Up to ${max} characters; empty uses the summary.`,
  },
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  /** A live post's second button: its changes go live now. */
  publishChanges: "Publish changes",
  publishingChanges: "Publishing…",
  /** A live post's Save keeps changes as a draft. */
  saveDraft: "Save draft",
  schedule: {
    label: "Publish at",
    hint: "South African time. Leave empty to publish by hand; ignored when Published is ticked.",
  },
  content: {
    label: "Content",
    views: "Editor view",
    write: "Write",
    preview: "Preview",
    hint: "Markdown: ## for headings, **bold**, - for lists, [text](https://…) for links.",
  },
  preview: {
    updating: "Updating preview…",
    ready: "Preview as readers will see it.",
    empty: "Nothing to preview yet.",
    failed: "The preview could not be loaded. Saving is not affected.",
  },
} as const;

/** A post's history: its revisions, a comparison with the current text, and restoring one. */
export const postHistory = {
  title: (postTitle: string) => `History: ${postTitle}`,
  fallbackTitle: "Post history",
  description: "Every saved version of a post.",
  heading: "History",
  backToEditor: "Back to the editor",
  intro:
    "Every save is kept here. Compare a version with the current text, or restore it: restoring saves it as a new version, and for a published post it becomes unpublished changes until you publish them.",
  listHeading: "Saved versions",
  tableLabel: "Saved versions table",
  columns: { saved: "Saved", by: "By", what: "What", title: "Title", actions: "Actions" },
  kinds: {
    saved: "Saved",
    draft: "Draft of the live post",
    published: "Published",
    scheduled: "Scheduled",
    restored: "Restored an earlier version",
  },
  scheduleActor: "Publishing schedule",
  unknownActor: "Former member of staff",
  current: "Current",
  compare: "Compare",
  compareLabel: (when: string) => `Compare the version saved ${when} with the current text`,
  restore: "Restore",
  restoring: "Restoring…",
  restoreLabel: (when: string) => `Restore the version saved ${when}`,
  comparisonHeading: (when: string) => `The version saved ${when}, compared with the current text`,
  legend: { removed: "Only in that version", added: "Only in the current text" },
  closeComparison: "Close the comparison",
  empty: "No versions saved yet. Each save from now on is kept here.",
  restoredTitle: "Version restored",
  restoredPending:
    "It is saved as unpublished changes: readers see the published version until you press Publish changes.",
  restoredDraft: "The post now has that version's text.",
  conflict: "Someone saved this post since you opened its history. Look again, then restore.",
  categoryGone:
    "That version's category no longer exists, so it cannot be restored. Restore another, or edit the post.",
  notFound: "That version no longer exists.",
  notUnderstood: "That request was not understood. Please try again.",
} as const;

/** The names of a post's fields where a comparison shows them. */
export const postFieldLabels = {
  title: "Title",
  summary: "Summary",
  content: "Content",
  categoryId: "Category",
  tags: "Tags",
  authorName: "Author name",
  authorBio: "Author bio",
  featuredImageUrl: "Featured image",
  featuredImageId: "Featured image",
  featuredImageAlt: "Image alt text",
  featuredImageDecorative: "Decorative image",
  isFeatured: "Featured",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
} as const;

/** A comparison of two versions of a post. */
export const postDiffCopy = {
  folded: (lines: number) => (lines === 1 ? "1 unchanged line" : `${lines} unchanged lines`),
  removed: "Removed:",
  added: "Added:",
  same: "No differences.",
} as const;

/** Leaving the editor with changes that are not saved. */
export const unsavedChanges = {
  heading: "Leave without saving?",
  body: "Your changes to this post are not saved. A copy stays in this browser, and the editor offers it back next time.",
  stay: "Stay",
  leave: "Leave",
} as const;

/** A copy of the form kept in the browser, offered back after a crash or a closed tab. */
export const localDraft = {
  found: (when: string) => `Unsaved changes from ${when} were found in this browser.`,
  restore: "Restore them",
  discard: "Discard",
  restored: "Unsaved changes restored. Save to keep them.",
} as const;

/** The answers of the body image endpoint (/admin/posts/images). */
export const postImageMessages = {
  postOnly: "Send the image with POST.",
} as const;

/** The answers of the preview endpoint (/admin/posts/preview). */
export const postPreviewMessages = {
  postOnly: "Send the text to preview with POST.",
  tooLong: (max: number) => `Content must be at most ${max.toLocaleString("en")} characters`,
} as const;
