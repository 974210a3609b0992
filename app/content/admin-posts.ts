/** The admin's toasts and messages, worded exactly as the specification has them. */
export const ADMIN_MESSAGES = {
  created: "Blog post created successfully",
  updated: "Blog post updated successfully",
  deleted: "Blog post deleted successfully",
  saveFailed: "Failed to save blog post",
  deleteFailed: "Failed to delete blog post",
  loadFailed: "Failed to load data",
  confirmDelete: "Are you sure you want to delete this post?",
} as const;
