/** The names of the actions the audit log records, one set for each kind of change. */

/** Insights: posts and categories. */
export const AUDIT_ACTIONS = {
  postCreated: "blog_post_created",
  postUpdated: "blog_post_updated",
  postDeleted: "blog_post_deleted",
  /** a scheduled post went live by itself (no user), or a draft's changes were published */
  postPublished: "blog_post_published",
  postRestored: "blog_post_restored",
  postChangesDiscarded: "blog_post_changes_discarded",
  postPreviewLinkCreated: "blog_post_preview_link_created",
  categoryCreated: "blog_category_created",
  categoryRenamed: "blog_category_renamed",
  categoryDeleted: "blog_category_deleted",
} as const;

/**
 * The marketing pages (ADR 056): a page's draft made live (by staff, or by the schedule with no user), scheduled
 * and unscheduled, its pending changes discarded, a preview link made; an earlier revision restored as the draft; a
 * scheduled publish the schedule refused because the page fails the checks for publishing (written once for each
 * time and version it was due at).
 */
export const SITE_PAGE_AUDIT_ACTIONS = {
  published: "site_page_published",
  scheduled: "site_page_scheduled",
  unscheduled: "site_page_unscheduled",
  changesDiscarded: "site_page_changes_discarded",
  previewLinkCreated: "site_page_preview_link_created",
  restored: "site_page_restored",
  scheduleRefused: "site_page_schedule_refused",
} as const;

/** The site's facts and menus (ADR 061), each saved as a whole. */
export const SITE_SETTINGS_AUDIT_ACTIONS = {
  factsSaved: "site_facts_saved",
  menusSaved: "site_menus_saved",
} as const;

/** The marketing pages' settings (ADR 060): a page made, moved to another address, deleted. */
export const SITE_PAGE_CHANGE_AUDIT_ACTIONS = {
  created: "site_page_created",
  moved: "site_page_moved",
  deleted: "site_page_deleted",
} as const;

/** The redirects screen (ADR 060): a redirect added, changed, removed. */
export const REDIRECT_AUDIT_ACTIONS = {
  added: "redirect_added",
  changed: "redirect_changed",
  removed: "redirect_removed",
} as const;

/** The call types visitors book (ADR 067): one made, one saved (never deleted: it is taken off the site instead). */
export const CALL_TYPE_AUDIT_ACTIONS = {
  created: "call_type_created",
  updated: "call_type_updated",
} as const;

/** The newsletter's issues: composed, tried out on oneself, sent to the subscribers (and done queueing). */
export const NEWSLETTER_AUDIT_ACTIONS = {
  issueCreated: "newsletter_issue_created",
  issueUpdated: "newsletter_issue_updated",
  testSent: "newsletter_test_sent",
  sendStarted: "newsletter_send_started",
  queued: "newsletter_queued",
} as const;

/** The leads inbox. */
export const LEAD_AUDIT_ACTIONS = {
  statusChanged: "lead_status_changed",
  noteAdded: "lead_note_added",
  exported: "leads_exported",
  assigned: "lead_assigned",
  replied: "lead_replied",
  digestSent: "lead_digest_sent",
  erased: "lead_erased",
} as const;

/** A person's data (POPIA access and erasure). */
export const PERSON_AUDIT_ACTIONS = {
  exported: "person_data_exported",
  erased: "person_data_erased",
} as const;

/** The email outbox. */
export const OUTBOX_AUDIT_ACTIONS = { retried: "email_retried" } as const;

/** The staff: invitations and access (a role given or changed is `user_role_granted`, written by grantStaffRole). */
export const TEAM_AUDIT_ACTIONS = {
  invited: "staff_invited",
  invitationRevoked: "staff_invitation_revoked",
  invitationAccepted: "staff_invitation_accepted",
  accessRemoved: "staff_access_removed",
  twoFactorReset: "two_factor_reset",
} as const;

/** A member of staff's own sessions ("Your sessions"). */
export const SESSION_AUDIT_ACTIONS = {
  ended: "session_ended",
  othersEnded: "sessions_others_ended",
} as const;

/**
 * Backups of the whole database (ADR 036): one written (it holds every person's data), one restored, and the people
 * erased since it was made erased again from it (ADR 044).
 */
export const BACKUP_AUDIT_ACTIONS = {
  backedUp: "database_backed_up",
  restored: "database_restored",
  erasuresReplayed: "erasures_replayed",
} as const;

/** The daily retention run (ADR 038): what the privacy policy no longer keeps, deleted, with the counts. */
export const RETENTION_AUDIT_ACTIONS = { applied: "retention_applied" } as const;

/**
 * Hosts' calendars (ADR 067): a host's weekly hours saved, a day off or of other hours set or removed, their own
 * calendar's address set or removed (never the address itself: it is a secret), their feed's address made, replaced
 * or turned off; and a call marked attended or a no-show.
 */
export const CALENDAR_AUDIT_ACTIONS = {
  hoursSaved: "calendar_hours_saved",
  daySet: "calendar_day_set",
  dayRemoved: "calendar_day_removed",
  ownCalendarSet: "calendar_own_calendar_set",
  ownCalendarRemoved: "calendar_own_calendar_removed",
  feedChanged: "calendar_feed_changed",
  outcomeMarked: "booking_outcome_marked",
} as const;
