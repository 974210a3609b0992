/** A note the team adds to a lead: some text, at most NOTE_MAX characters. Checked in the action. */
import { z } from "zod";
import { leadMessages } from "~/content/admin-leads";
import { databaseSafe } from "../forms/text-rules";

export const NOTE_MAX = 2_000;

export const LeadNoteSchema = z.object({
  // Without the characters PostgreSQL cannot store (databaseSafe), then judged.
  body: z.preprocess(
    (value) => (typeof value === "string" ? databaseSafe(value) : value),
    z
      .string({ message: leadMessages.noteRequired })
      .trim()
      .min(1, leadMessages.noteRequired)
      .max(NOTE_MAX, leadMessages.noteTooLong(NOTE_MAX)),
  ),
});
