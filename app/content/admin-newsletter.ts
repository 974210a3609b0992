/**
 * Copy for the newsletter's admin: the list of issues at /admin/newsletter, composing an issue, its preview, the
 * test copy and sending it to the subscribers. Typed data only: no JSX, no server imports.
 */
import type { NewsletterIssueState } from "~/db/schema";

export const NEWSLETTER_ISSUE_STATE_LABELS: Record<NewsletterIssueState, string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
};

const subscribers = (count: number) => `${count.toLocaleString("en-ZA")} ${count === 1 ? "subscriber" : "subscribers"}`;

/** The limits of an issue's fields. */
export const ISSUE_LIMITS = { subject: 150, intro: 5_000, posts: 12 } as const;

export const newsletterList = {
  title: "Newsletter",
  description: "Compose the Insights newsletter and send it to its confirmed subscribers.",
  heading: "Newsletter",
  /** "42 confirmed subscribers. …" */
  intro: (count: number) =>
    `${count.toLocaleString("en-ZA")} confirmed ${count === 1 ? "subscriber" : "subscribers"}. An issue goes to every confirmed subscriber, a few at a time, through the outbox.`,
  compose: "Compose an issue",
  listHeading: "Issues",
  tableLabel: "Newsletter issues",
  columns: {
    subject: "Subject",
    state: "State",
    queued: "Queued",
    sent: "Sent",
    failed: "Failed",
    unsubscribed: "Unsubscribed since",
    updated: "Last change",
    actions: "Actions",
  },
  /** "Showing 3 issues" */
  summary: (count: number) => `Showing ${count} ${count === 1 ? "issue" : "issues"}`,
  open: "Open",
  empty: {
    heading: "No issues yet",
    hint: "Write a few words, choose recent insights and send them to your subscribers.",
    create: "Compose the first issue",
    failed: "The issues could not be loaded.",
  },
} as const;

export const newsletterCompose = {
  newTitle: "New issue",
  newDescription: "Compose an issue of the Insights newsletter.",
  issueTitle: (subject: string) => `Issue: ${subject}`,
  issueFallbackTitle: "Newsletter issue",
  issueDescription: "An issue of the Insights newsletter: its words, its preview, a test copy and sending it.",
  newHeading: "New issue",
  editHeading: "Edit issue",
  back: "All issues",
  formHeading: "Compose",
  fields: {
    subject: "Subject",
    subjectHint: `The email's subject line, at most ${ISSUE_LIMITS.subject} characters.`,
    intro: "Introduction",
    introHint: "A few words to open the email. Leave a blank line between paragraphs.",
    posts: "Posts",
    postsHint: `Choose up to ${ISSUE_LIMITS.posts} of the latest published insights; the email lists them in this order, newest first.`,
  },
  noPosts: "No insights are published yet: publish a post first.",
  /** "Published 26 Nov 2026" */
  published: "Published",
  save: "Save draft",
  saving: "Saving…",
  preview: {
    heading: "Preview",
    frameTitle: "The email as a subscriber sees it",
    note: "The saved draft, as a subscriber sees it. Save your changes to see them here.",
    sentNote: "The email as it was sent.",
    /** before the subject in the preview's caption */
    subject: "Subject:",
  },
  test: {
    heading: "Try it on yourself",
    hint: (email: string) => `Sends one copy of the saved draft to ${email}, marked as a test.`,
    submit: "Send a test to me",
    submitting: "Sending…",
  },
  send: {
    heading: "Send",
    hint: "Sends the saved draft to every confirmed subscriber. You are asked to confirm first.",
    submit: (count: number) => `Send to ${subscribers(count)}`,
    none: "No one has confirmed a subscription yet, so there is no one to send it to.",
  },
  confirm: {
    heading: (subject: string, count: number) => `Send “${subject}” to ${subscribers(count)}?`,
    body: "Every confirmed subscriber gets the email as the preview shows it. Once sending starts it cannot be stopped, and the issue can no longer be changed.",
    confirm: "Send now",
    cancel: "Cancel",
  },
  progress: {
    heading: "Delivery",
    sending: "Sending: the subscribers' copies are being queued a few at a time, and the outbox delivers them.",
    sent: "Every confirmed subscriber's copy has been queued.",
    startedAt: "Sending started",
    queuedAt: "All queued",
    counts: {
      queued: "Queued",
      waiting: "Waiting to be delivered",
      sent: "Sent",
      failed: "Failed",
      withdrawn: "Withdrawn (unsubscribed or erased first)",
      unsubscribed: "Unsubscribed since",
    },
  },
  notFound: { heading: "Issue not found", back: "Back to the newsletter" },
} as const;

/** What the newsletter's pages say after a change, or when one is refused. */
export const newsletterMessages = {
  subjectRequired: "Please enter a subject.",
  subjectTooLong: `The subject must be at most ${ISSUE_LIMITS.subject} characters.`,
  introRequired: "Please write an introduction.",
  introTooLong: `The introduction must be at most ${ISSUE_LIMITS.intro} characters.`,
  postsRequired: "Please choose at least one post.",
  postsTooMany: `Please choose at most ${ISSUE_LIMITS.posts} posts.`,
  postsUnpublished: "A chosen post is no longer published. Please choose again.",
  saved: "Draft saved",
  testSent: "Test sent",
  testSentDetail: (email: string) => `A copy is on its way to ${email}.`,
  sendStarted: "Sending started",
  sendStartedDetail: (count: number) => `The issue is going out to ${subscribers(count)}.`,
  notDraft: "This issue has been sent, so it can no longer be changed or sent again.",
  noSubscribers: "No one has confirmed a subscription, so there is no one to send it to.",
  issueGone: "That issue no longer exists.",
  notUnderstood: "That request was not understood. Please try again.",
  saveFailed: "The change could not be saved. Please try again.",
  loadFailed: "The newsletter could not be loaded. Please try again.",
  errorTitle: "Error",
} as const;
