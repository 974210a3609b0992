/** Copy for the admin's insight categories at /admin/categories. Typed data only: no JSX, no server imports. */

export const categoriesPage = {
  title: "Categories",
  description: "Insight categories.",
  heading: "Categories",
  intro: "Every insight belongs to one category. A category can be deleted once no post uses it.",
  add: { heading: "Add a category", label: "Category name", submit: "Add category", submitting: "Adding…" },
  /** Around the count: "All categories (5)". */
  list: { before: "All categories (", after: ")" },
  empty: "No categories yet.",
  /** After a category's post count: "1 post", "3 posts". */
  posts: (count: number) => (count === 1 ? "post" : "posts"),
  rename: { label: (name: string) => `New name for ${name}`, submit: "Rename", submitting: "Renaming…" },
  delete: "Delete",
  errorTitle: "Error",
  /** Toasts after a change. */
  added: "Category added",
  renamed: "Category renamed",
  deleted: "Category deleted",
  notUnderstood: "That request was not understood. Please try again.",
  gone: "That category no longer exists.",
  saveFailed: "The change could not be saved. Please try again.",
} as const;
