/**
 * Staff roles and what each may do in the admin (ADR 027). Shared by the server, which enforces it in every admin
 * loader and action (requireStaff in session.server.ts), and the admin's pages, which show only what the role may use.
 * A user holds at most one role; a user with none is not staff.
 */
export const STAFF_ROLES = ["admin", "editor", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may do each thing in the admin: admin everything, editor the posts, the pages and the newsletter, sales the leads. */
const PERMISSIONS = {
  /** the admin area itself: its frame and the way in from the site */
  admin: ["admin", "editor", "sales"],
  /** posts, categories, the preview and image uploads */
  posts: ["admin", "editor"],
  /** the marketing pages, the menus and the site facts: editing, scheduling and publishing them */
  pages: ["admin", "editor"],
  /** the redirects: adding, changing and removing them */
  redirects: ["admin"],
  /** the newsletter: composing issues, a test copy to oneself, sending to the subscribers */
  newsletter: ["admin", "editor"],
  /** the leads inbox, a lead's status and notes, a person's leads and their export */
  leads: ["admin", "sales"],
  /** every lead as one CSV file */
  exportAllLeads: ["admin"],
  /** erasing everything held about a person */
  eraseLeads: ["admin"],
  /** the outbox's list of emails */
  viewOutbox: ["admin", "sales"],
  /** sending a failed email again */
  retryOutbox: ["admin"],
  /** the audit log */
  audit: ["admin"],
  /** the team: invitations, roles, removing access */
  team: ["admin"],
  /** one's own booked calls, weekly hours, days off, own calendar and calendar feed; marking a call attended or not */
  calendar: ["admin", "sales"],
  /** every host's calls and hours, not only one's own */
  allCalendars: ["admin"],
  /** the call types visitors book: their rules, questions and hosts */
  callTypes: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a user with this role (null: not staff) may do this. */
export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** The roles that may do this. */
export function rolesWith(permission: Permission): StaffRole[] {
  return [...PERMISSIONS[permission]];
}

/** Where a member of staff starts in the admin: the posts for those who may edit them, otherwise the leads. */
export function adminHomeOf(role: StaffRole): string {
  return can(role, "posts") ? "/admin" : "/admin/leads";
}
