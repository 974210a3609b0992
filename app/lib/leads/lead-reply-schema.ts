/**
 * A reply the team sends to a lead from its page: a subject (one line, at
 * most REPLY_SUBJECT_MAX characters), a message (at most REPLY_BODY_MAX) and
 * whether to quote what the lead wrote. Checked in the action.
 */
import { z } from "zod";
import { leadMessages } from "~/content/admin-leads";
import { databaseSafe } from "../forms/text-rules";

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

/** Without the characters PostgreSQL cannot store (databaseSafe); anything else is left to the schema. */
const safe = (value: unknown) => (typeof value === "string" ? databaseSafe(value) : value);

export const LeadReplySchema = z.object({
  // One line: a line break in a subject would end the header (nodemailer folds it, but a subject is one line).
  subject: z.preprocess(
    (value) => (typeof value === "string" ? databaseSafe(value).replace(/[\r\n\t]+/g, " ") : value),
    z
      .string({ message: leadMessages.replySubjectRequired })
      .trim()
      .min(1, leadMessages.replySubjectRequired)
      .max(REPLY_SUBJECT_MAX, leadMessages.replySubjectTooLong(REPLY_SUBJECT_MAX)),
  ),
  body: z.preprocess(
    safe,
    z
      .string({ message: leadMessages.replyBodyRequired })
      // Line endings as one: a browser posts CRLF, and the limit counts what was typed.
      .transform((value) => value.replace(/\r\n?/g, "\n"))
      .pipe(
        z
          .string()
          .trim()
          .min(1, leadMessages.replyBodyRequired)
          .max(REPLY_BODY_MAX, leadMessages.replyBodyTooLong(REPLY_BODY_MAX)),
      ),
  ),
  /** A check box: "on" (or "true") when ticked, missing when not. */
  quote: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
});

export type LeadReplyInput = z.output<typeof LeadReplySchema>;
