/**
 * Copy for the staff: the team page at /admin/team, the roles' names, and the page where an invited person accepts.
 * Typed data only: no JSX, no server imports.
 */
import { site } from "./site";

/** Each role's name, with its article for a sentence, and what it may do. */
export const roleLabels = {
  admin: {
    name: "Admin",
    withArticle: "an admin",
    summary: "everything, including the team, the audit log and erasing a person's data.",
  },
  editor: { name: "Editor", withArticle: "an editor", summary: "posts, categories, the preview and the newsletter." },
  sales: {
    name: "Sales",
    withArticle: "a member of sales",
    summary: "the leads, a person's data and its export, and the outbox's list.",
  },
} as const;

export const teamPage = {
  title: "Team",
  description: "Who may use the admin, and as what.",
  heading: "Team",
  intro:
    "Invite colleagues, change what they may do, or remove their access. Every change is recorded in the audit log.",
  invite: {
    heading: "Invite a colleague",
    email: "Email",
    role: "Role",
    hint: "We email them a link to choose a password. It works once and expires after 72 hours.",
    submit: "Send invitation",
    submitting: "Sending…",
  },
  members: {
    /** Around the count: "Members (3)". */
    before: "Members (",
    after: ")",
    tableLabel: "Members of the team",
    columns: {
      name: "Name",
      email: "Email",
      role: "Role",
      sessions: "Signed in on",
      twoFactor: "Two-factor",
      actions: "Actions",
    },
    /** "2 devices" */
    sessions: (count: number) => (count === 1 ? "1 device" : `${count} devices`),
    you: "(you)",
    changeRole: (email: string) => `Role for ${email}`,
    saveRole: "Change role",
    savingRole: "Changing…",
    remove: "Remove access",
  },
  invitations: {
    heading: "Invitations waiting",
    empty: "No invitations are waiting.",
    expires: "Expires",
    invitedBy: "Invited by",
    revoke: "Withdraw",
  },
  confirmRemove: {
    title: "Remove access",
    heading: (email: string) => `Remove ${email}'s access?`,
    body: "They are signed out everywhere at once and can no longer reach the admin. Their account and everything they did stay, and you can invite them again later.",
    confirm: "Remove access",
    cancel: "Cancel",
  },
  errorTitle: "Error",
} as const;

/** What the team page and the invitation page say after a change, or when one is refused. */
export const teamMessages = {
  invited: "Invitation sent",
  invitationRevoked: "Invitation withdrawn",
  roleChanged: "Role changed",
  accessRemoved: "Access removed",
  alreadyStaff: "That person is already a member of the team.",
  roleRequired: "Please choose a role.",
  lastAdmin: "The team needs at least one admin: make someone else an admin first.",
  memberGone: "That person is no longer a member of the team.",
  invitationGone: "That invitation is no longer waiting.",
  notUnderstood: "That request was not understood. Please try again.",
  saveFailed: "The change could not be saved. Please try again.",
} as const;

/** The page an invitation's link opens: choose a password, and arrive signed in. */
export const acceptInvitationPage = {
  /** where an invitation's link leads */
  path: "/auth/accept-invitation",
  title: "Accept your invitation",
  description: `Join the ${site.name} team.`,
  subtitle: (role: string) => `You're joining the ${site.name} team as ${role}. Choose a password to finish.`,
  setupSubtitle: `No one can sign in to the admin yet. Create the first admin account.`,
  fields: { email: "Email", name: "Your name", password: "Password", confirmPassword: "Confirm password" },
  submit: "Join the team",
  submitting: "Joining…",
  nameRequired: "Please enter your name.",
  /** The same words for a link that was used, withdrawn, expired or never existed: they say nothing about any account. */
  invalidLink: "This invitation link is invalid or has expired. Ask an admin of the team to send you a new one.",
  welcome: { title: "Welcome to the team", description: "You're signed in." },
  signInFailed: "Your account is ready, but we could not sign you in. Please sign in with your new password.",
} as const;
