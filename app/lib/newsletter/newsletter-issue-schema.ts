/**
 * An issue of the newsletter as the compose form posts it: a subject, an introduction and the chosen posts (one
 * `postId` field a ticked box, in the order of the list). Checked in the action; the messages are the admin's copy.
 */
import { z } from "zod";
import { ISSUE_LIMITS, newsletterMessages } from "~/content/admin-newsletter";
import { databaseSafe } from "../forms/text-rules";

const text = (required: string, tooLong: string, max: number) =>
  // Without the characters PostgreSQL cannot store (databaseSafe), then judged.
  z.preprocess(
    (value) => (typeof value === "string" ? databaseSafe(value) : value),
    z.string({ message: required }).trim().min(1, required).max(max, tooLong),
  );

export const NewsletterIssueSchema = z.object({
  subject: text(newsletterMessages.subjectRequired, newsletterMessages.subjectTooLong, ISSUE_LIMITS.subject),
  intro: text(newsletterMessages.introRequired, newsletterMessages.introTooLong, ISSUE_LIMITS.intro),
  postIds: z
    .array(z.uuid({ message: newsletterMessages.postsUnpublished }), { message: newsletterMessages.postsRequired })
    .min(1, newsletterMessages.postsRequired)
    .max(ISSUE_LIMITS.posts, newsletterMessages.postsTooMany),
});

export type NewsletterIssueInput = z.output<typeof NewsletterIssueSchema>;

/** What the form posted, as typed: the values a refused form is shown again with. */
export type NewsletterIssueValues = { subject: string; intro: string; postIds: string[] };

/** Reads the compose form's fields (a box ticked twice counts once). */
export function readIssueForm(form: FormData): NewsletterIssueValues {
  const textOf = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const postIds = [...new Set(form.getAll("postId").filter((value): value is string => typeof value === "string"))];
  return { subject: textOf("subject"), intro: textOf("intro"), postIds };
}
