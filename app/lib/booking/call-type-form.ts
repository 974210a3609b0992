/**
 * A call type as the admin's form posts it (ADR 067): its fields as typed, read from the post, and checked into what
 * is stored. Questions come as five fixed slots ("question.1.label" ...), so the form works without JavaScript; an
 * empty slot is left out. A list's choices are typed one per line, "Label" or "Label | contact" for an answer that
 * sends the visitor to the contact form; their values are the labels slugified. Every rule the form can break is
 * checked here, so each field gets its own message at once; what needs the database (a slug taken, a host who may
 * no longer host) is the server's. Pure, and shared by the browser and the server: no runtime import of the schema.
 */
import * as z from "zod/mini";
import { CALL_TYPE_LIMITS as LIMITS, callTypeMessages as messages } from "~/content/admin-call-types";
import type { SeedCallType } from "~/content/call-types";
import type { CallLocation, CallQuestion, HostRule } from "~/db/schema";
import type { FieldErrors } from "../forms/form-answers";
import { issuesToErrors } from "../forms/parse";
import { cleaned } from "../forms/field-schemas";
import { cleanLine, databaseSafe } from "../forms/text-rules";
import { slugify } from "../insights/slug";

/** As schema.ts's lists, repeated here so the browser need not load the schema. */
export const CALL_TYPE_LOCATIONS = ["phone", "video", "office"] as const satisfies readonly CallLocation[];
export const CALL_TYPE_HOST_RULES = ["named", "round-robin"] as const satisfies readonly HostRule[];
export const CALL_TYPE_SLOT_STEPS = ["15", "30"] as const;
export const QUESTION_TYPES = ["text", "choice"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The question slots, numbered from 1 as the form shows them. */
export const QUESTION_SLOTS = Array.from({ length: LIMITS.questions }, (_, i) => i + 1);

/** A question slot's field: "question.2.label". */
export const questionField = (n: number, part: keyof QuestionValues) => `question.${n}.${part}`;

/** A question slot as typed. */
export type QuestionValues = {
  /** the question's id when it was stored already (kept, so answers on record keep theirs); "" for a new one */
  id: string;
  label: string;
  required: boolean;
  type: string;
  /** one choice per line */
  choices: string;
};

/** The form as typed: kept when a save is refused. */
export type CallTypeValues = {
  name: string;
  slug: string;
  description: string;
  active: boolean;
  lengthMinutes: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  minimumNoticeMinutes: string;
  windowDays: string;
  slotStepMinutes: string;
  location: string;
  locationDetail: string;
  hostRule: string;
  /** the ids of the hosts ticked */
  hosts: string[];
  questions: QuestionValues[];
};

/** A call type as stored: the form's result, the seed's fields with whether it is offered and who hosts it. */
export type CallTypeInput = SeedCallType & { active: boolean; hostIds: string[] };

const emptyQuestion = (): QuestionValues => ({ id: "", label: "", required: false, type: "text", choices: "" });

/** A new call type's form: the database's defaults, a named host, offered. */
export function newCallTypeValues(): CallTypeValues {
  return {
    name: "",
    slug: "",
    description: "",
    active: true,
    lengthMinutes: "30",
    bufferBeforeMinutes: "0",
    bufferAfterMinutes: "0",
    minimumNoticeMinutes: "120",
    windowDays: "30",
    slotStepMinutes: "30",
    location: "video",
    locationDetail: "",
    hostRule: "named",
    hosts: [],
    questions: QUESTION_SLOTS.map(emptyQuestion),
  };
}

/** A choice as its line in the form. */
const choiceLine = (option: NonNullable<CallQuestion["options"]>[number]) =>
  option.offerContactForm ? `${option.label} | contact` : option.label;

/** A stored call type as its form shows it. */
export function callTypeValues(
  stored: Omit<CallTypeInput, "hostIds" | "slotStepMinutes"> & { slotStepMinutes: number },
  hostIds: readonly string[],
): CallTypeValues {
  const questions = stored.questions.slice(0, LIMITS.questions).map(
    (q): QuestionValues => ({
      id: q.id,
      label: q.label,
      required: q.required,
      type: q.options ? "choice" : "text",
      choices: q.options ? q.options.map(choiceLine).join("\n") : "",
    }),
  );
  return {
    name: stored.name,
    slug: stored.slug,
    description: stored.description,
    active: stored.active,
    lengthMinutes: String(stored.lengthMinutes),
    bufferBeforeMinutes: String(stored.bufferBeforeMinutes),
    bufferAfterMinutes: String(stored.bufferAfterMinutes),
    minimumNoticeMinutes: String(stored.minimumNoticeMinutes),
    windowDays: String(stored.windowDays),
    slotStepMinutes: String(stored.slotStepMinutes),
    location: stored.location,
    locationDetail: stored.locationDetail,
    hostRule: stored.hostRule,
    hosts: [...hostIds],
    questions: [...questions, ...QUESTION_SLOTS.slice(questions.length).map(emptyQuestion)],
  };
}

/** Reads the form's fields (a host ticked twice counts once). */
export function readCallTypeForm(form: FormData): CallTypeValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const ticked = (name: string) => text(name) === "on" || text(name) === "true";
  return {
    name: text("name"),
    slug: text("slug"),
    description: text("description"),
    active: ticked("active"),
    lengthMinutes: text("lengthMinutes"),
    bufferBeforeMinutes: text("bufferBeforeMinutes"),
    bufferAfterMinutes: text("bufferAfterMinutes"),
    minimumNoticeMinutes: text("minimumNoticeMinutes"),
    windowDays: text("windowDays"),
    slotStepMinutes: text("slotStepMinutes"),
    location: text("location"),
    locationDetail: text("locationDetail"),
    hostRule: text("hostRule"),
    hosts: [...new Set(form.getAll("hosts").filter((value): value is string => typeof value === "string" && !!value))],
    questions: QUESTION_SLOTS.map((n) => ({
      id: text(questionField(n, "id")),
      label: text(questionField(n, "label")),
      required: ticked(questionField(n, "required")),
      type: text(questionField(n, "type")),
      choices: text(questionField(n, "choices")),
    })),
  };
}

/** One line of text, trimmed and safe to store; one character over `max` is kept, so a check can see it is too long. */
const line = (max: number, min: number, message: string) =>
  cleaned((value) => cleanLine(value, max + 1), z.string().check(z.minLength(min, message), z.maxLength(max, message)));

/** A whole number from `min` to `max`, as typed (spaces around it allowed). */
const whole = (what: string, { min, max }: { min: number; max: number }) => {
  const message = messages.whole(what, min, max);
  return z.pipe(
    cleaned(
      (value) => (typeof value === "string" ? value.trim() : ""),
      z.string().check(z.regex(/^\d{1,6}$/, message)),
    ),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.gte(min, message), z.lte(max, message)),
    ),
  );
};

/** A call type's address: lowercased, then letters and digits in runs joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The call type's own fields; the hosts' count and the questions are checked beside it (parseCallTypeForm). */
export const CallTypeFieldsSchema = z.object({
  name: line(LIMITS.name.max, LIMITS.name.min, messages.nameLength),
  slug: z.pipe(
    cleaned(
      (value) => (typeof value === "string" ? databaseSafe(value).trim().toLowerCase() : ""),
      z.string().check(z.minLength(1, messages.slugRequired)),
    ),
    z
      .string()
      .check(
        z.minLength(LIMITS.slug.min, messages.slugForm),
        z.maxLength(LIMITS.slug.max, messages.slugForm),
        z.regex(SLUG_PATTERN, messages.slugForm),
      ),
  ),
  description: line(LIMITS.description, 0, messages.descriptionTooLong),
  active: z.boolean(),
  lengthMinutes: whole(messages.lengthMinutes, LIMITS.lengthMinutes),
  bufferBeforeMinutes: whole(messages.bufferBeforeMinutes, LIMITS.bufferMinutes),
  bufferAfterMinutes: whole(messages.bufferAfterMinutes, LIMITS.bufferMinutes),
  minimumNoticeMinutes: whole(messages.minimumNoticeMinutes, LIMITS.minimumNoticeMinutes),
  windowDays: whole(messages.windowDays, LIMITS.windowDays),
  slotStepMinutes: z.pipe(
    z.enum(CALL_TYPE_SLOT_STEPS, messages.slotStep),
    z.transform((value) => (value === "15" ? 15 : 30) as 15 | 30),
  ),
  location: z.enum(CALL_TYPE_LOCATIONS, messages.location),
  locationDetail: line(LIMITS.locationDetail, 0, messages.locationDetailTooLong),
  hostRule: z.enum(CALL_TYPE_HOST_RULES, messages.hostRule),
});

/**
 * The problem with the number of hosts ticked for the rule, or null. A call type not offered may wait for its hosts
 * (the seeded ones start with none), but a named host is never more than one.
 */
export function hostCountProblem(hostRule: string, hosts: number, active: boolean): string | null {
  if (hostRule === "named") {
    if (hosts > 1) return messages.namedTooMany;
    if (hosts === 0 && active) return messages.namedHost;
  }
  if (hostRule === "round-robin" && active && hosts < LIMITS.roundRobinHosts) return messages.roundRobinHosts;
  return null;
}

type Choices = NonNullable<CallQuestion["options"]>;
export type ChoicesParse = { ok: true; options: Choices } | { ok: false; message: string };

/** A name made of `label` for a value or an id: its slug, cut short, or `fallback` when it has no letters or digits. */
function slugOf(label: string, max: number, fallback: string): string {
  return slugify(label).slice(0, max).replace(/-+$/, "") || fallback;
}

/**
 * A list question's choices, one per line ("Label", or "Label | contact" for an answer that sends the visitor to the
 * contact form), blank lines skipped; `n` is the question's number, for the messages.
 */
export function parseChoices(text: string, n: number): ChoicesParse {
  const options: Choices = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const lineNumber = index + 1;
    const typed = cleanLine(raw, 10_000);
    if (typed === "") continue;
    const bar = typed.indexOf("|");
    const contact = bar >= 0;
    if (
      contact &&
      typed
        .slice(bar + 1)
        .trim()
        .toLowerCase() !== "contact"
    ) {
      return { ok: false, message: messages.choiceMarker(lineNumber) };
    }
    const label = (contact ? typed.slice(0, bar) : typed).trim().replace(/\s+/g, " ");
    if (label === "") return { ok: false, message: messages.choiceEmpty(lineNumber) };
    if ([...label].length > LIMITS.choiceLabel) return { ok: false, message: messages.choiceTooLong(lineNumber) };
    const value = slugOf(label, 40, `choice-${options.length + 1}`);
    if (options.some((option) => option.value === value)) return { ok: false, message: messages.choiceTwice(label) };
    options.push(contact ? { value, label, offerContactForm: true } : { value, label });
  }
  if (options.length < LIMITS.choices.min) return { ok: false, message: messages.choicesTooFew(n) };
  if (options.length > LIMITS.choices.max) return { ok: false, message: messages.choicesTooMany(n) };
  return { ok: true, options };
}

/** The questions of the filled slots, in order, each with an id of its own; problems keyed by their slot's field. */
function parseQuestions(slots: readonly QuestionValues[]): { questions: CallQuestion[]; errors: FieldErrors } {
  const questions: CallQuestion[] = [];
  const errors: FieldErrors = {};
  const ids = new Set<string>();
  for (const [index, slot] of slots.slice(0, LIMITS.questions).entries()) {
    const n = index + 1;
    const label = cleanLine(slot.label, LIMITS.questionLabel + 1);
    const choicesTyped = slot.choices.trim() !== "";
    if (label === "" && !choicesTyped) continue;
    let failed = false;
    const fail = (part: keyof QuestionValues, message: string) => {
      errors[questionField(n, part)] ??= message;
      failed = true;
    };
    if (label === "") fail("label", messages.questionLabelRequired(n));
    else if ([...label].length > LIMITS.questionLabel) fail("label", messages.questionLabelTooLong(n));
    let options: Choices | null = null;
    if (slot.type === "choice") {
      const parsed = parseChoices(slot.choices, n);
      if (parsed.ok) options = parsed.options;
      else fail("choices", parsed.message);
    } else if (slot.type === "text") {
      // Choices typed under "Free text" would be lost without a word: the type was probably left unchanged.
      if (choicesTyped) fail("choices", messages.choicesWithText(n));
    } else {
      fail("type", messages.questionType(n));
    }
    if (failed) continue;
    // A stored question keeps its id (answers on record name it); a new one is named after its words.
    const kept = SLUG_PATTERN.test(slot.id) && slot.id.length <= 60 && !ids.has(slot.id) ? slot.id : null;
    let id = kept ?? slugOf(label, 40, `question-${n}`);
    for (let k = 2; ids.has(id); k++) id = `${slugOf(label, 36, `question-${n}`)}-${k}`;
    ids.add(id);
    questions.push({ id, label, required: slot.required, options });
  }
  return { questions, errors };
}

export type CallTypeParse = { ok: true; data: CallTypeInput } | { ok: false; errors: FieldErrors };

/** Checks the whole form: every problem at once, each under its field's name. */
export function parseCallTypeForm(values: CallTypeValues): CallTypeParse {
  const fields = CallTypeFieldsSchema.safeParse(values);
  const errors: FieldErrors = fields.success ? {} : issuesToErrors(fields);
  const hostProblem = hostCountProblem(values.hostRule, values.hosts.length, values.active);
  if (hostProblem) errors.hosts = hostProblem;
  const questions = parseQuestions(values.questions);
  Object.assign(errors, questions.errors);
  if (!fields.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: { ...fields.data, hostIds: [...values.hosts], questions: questions.questions } };
}
