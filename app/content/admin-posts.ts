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
  columns: { title: "Title", category: "Category", status: "Status", views: "Views", updated: "Updated", actions: "Actions" },
  badges: { published: "Published", draft: "Draft", featured: "Featured", regular: "Regular" },
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
  },
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

/** The answers of the body image endpoint (/admin/posts/images). */
export const postImageMessages = {
  postOnly: "Send the image with POST.",
} as const;

/** The answers of the preview endpoint (/admin/posts/preview). */
export const postPreviewMessages = {
  postOnly: "Send the text to preview with POST.",
  tooLong: (max: number) => `Content must be at most ${max.toLocaleString("en")} characters`,
} as const;
