/** The Services page's "Ready to talk" lead: an email address, and the industry and goal when given. */
import * as z from "zod/mini";
import { leadDetail as copy, LEAD_TYPE_LABELS } from "~/content/admin-leads";
import { REPLY_DUE_AFTER } from "~/content/lead-follow-up";
import { optionLabel } from "../../forms/field-schemas";
import { READY_TO_TALK_GOAL_OPTIONS, READY_TO_TALK_INDUSTRY_OPTIONS } from "../ready-to-talk-schema";
import type { LeadKind } from "../lead-kinds";

export const ReadyToTalkAnswersSchema = z.object({
  industry: z.nullish(z.string()),
  goal: z.nullish(z.string()),
  consent: z.boolean(),
});
export type ReadyToTalkAnswers = z.output<typeof ReadyToTalkAnswersSchema>;

export const READY_TO_TALK_KIND: LeadKind<ReadyToTalkAnswers> = {
  name: "ready-to-talk",
  label: LEAD_TYPE_LABELS["ready-to-talk"],
  answers: ReadyToTalkAnswersSchema,
  replyDueAfter: REPLY_DUE_AFTER["ready-to-talk"],
  industryAnswers: ["industry"],
  retention: "enquiries",
  fields: ({ row, answers }) => [
    { label: "Email", value: row.email },
    { label: "Industry", value: optionLabel(READY_TO_TALK_INDUSTRY_OPTIONS, answers.industry) || null },
    { label: "Goal", value: optionLabel(READY_TO_TALK_GOAL_OPTIONS, answers.goal) || null },
  ],
  contextParts: ({ answers }) => [
    answers.industry ? `Industry: ${optionLabel(READY_TO_TALK_INDUSTRY_OPTIONS, answers.industry)}` : null,
    answers.goal ? `Goal: ${optionLabel(READY_TO_TALK_GOAL_OPTIONS, answers.goal)}` : null,
  ],
  ownMessage: ({ answers }) => {
    const goal = answers.goal?.trim();
    return goal ? `${copy.reply.goal}${optionLabel(READY_TO_TALK_GOAL_OPTIONS, goal) || goal}` : null;
  },
};
