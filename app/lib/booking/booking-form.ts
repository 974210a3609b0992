/**
 * The booking form (ADR 067): the visitor's details, the call type's own questions and the time chosen, read from a
 * post and checked. The fixed fields follow the lead forms' rules; the questions are the call type's, so they are
 * checked against it here. An answer whose option routes to the contact form stops the booking before any time is
 * held. Pure: the server decides with it, and the messages are the page's.
 */
import * as z from "zod/mini";
import type { CallQuestion } from "~/db/schema";
import { CheckedSchema, PhoneSchema, RequiredEmailSchema, cleaned } from "../forms/field-schemas";
import type { FieldErrors, FormError } from "../forms/form-answers";
import { issuesToErrors } from "../forms/parse";
import { CONTACT_TEXT_MAX, NAME_MIN, cleanLine, cleanText } from "../forms/text-rules";
import { isTimeZone } from "./call-time";

export const BOOKING_ERRORS = {
  name: { title: "Invalid name", message: "Please enter a valid name (at least 2 characters)." },
  email: { title: "Invalid email", message: "Please enter a valid email address." },
  phone: { title: "Invalid phone number", message: "Please enter a valid phone number or leave it empty." },
  business: { title: "Invalid business name", message: "Please enter a valid business name." },
  consent: { title: "Consent required", message: "Please agree to the privacy policy to continue." },
  start: { title: "Time required", message: "Please pick a time for the call." },
  answer: (label: string) => `Please answer “${label}”.`,
  choice: (label: string) => `Please choose one of the answers to “${label}”.`,
  tooLong: (label: string) => `Please keep “${label}” to ${CONTACT_TEXT_MAX} characters.`,
} as const;

/** The form's values as typed, kept when a post is refused. */
export type BookingValues = {
  name: string;
  email: string;
  phone: string;
  business: string;
  consent: boolean;
  start: string;
  tz: string;
  answers: Record<string, string>;
};

/** The question fields' names: "q.<id>". */
export const questionField = (id: string) => `q.${id}`;

export function readBookingValues(form: FormData, questions: readonly CallQuestion[]): BookingValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    business: text("business"),
    consent: text("consent") === "on" || text("consent") === "true",
    start: text("start"),
    tz: text("tz"),
    answers: Object.fromEntries(questions.map((q) => [q.id, text(questionField(q.id))])),
  };
}

const line = (min: number, message: string) =>
  cleaned((value) => cleanLine(value), z.string().check(z.minLength(min, message)));

const DetailsSchema = z.object({
  name: line(NAME_MIN, BOOKING_ERRORS.name.message),
  email: RequiredEmailSchema({ required: BOOKING_ERRORS.email.message, invalid: BOOKING_ERRORS.email.message }),
  phone: PhoneSchema(BOOKING_ERRORS.phone.message),
  business: line(NAME_MIN, BOOKING_ERRORS.business.message),
  consent: CheckedSchema(BOOKING_ERRORS.consent.message),
});

export type BookingInput = {
  name: string;
  email: string;
  phone: string | null;
  business: string;
  start: Date;
  /** the visitor's zone, when a valid one was sent */
  timeZone: string | null;
  /** each question with the answer's label as the visitor saw it (null: not answered) */
  questions: { id: string; label: string; answer: string | null }[];
};

export type BookingParse =
  | { ok: true; data: BookingInput }
  | { ok: false; errors: FieldErrors }
  /** an answer routes the visitor to the contact form: nothing is booked */
  | { ok: "contact-instead" };

/** Checks a booking post against the call type's questions. */
export function parseBooking(values: BookingValues, questions: readonly CallQuestion[]): BookingParse {
  const details = DetailsSchema.safeParse(values);
  const errors: FieldErrors = details.success ? {} : issuesToErrors(details);
  const start = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/.test(values.start)
    ? new Date(values.start)
    : null;
  if (!start || Number.isNaN(start.getTime())) errors.start = BOOKING_ERRORS.start.message;

  const answered: BookingInput["questions"] = [];
  let contactInstead = false;
  for (const question of questions) {
    const field = questionField(question.id);
    // A written answer is read one character past its limit, so that a longer one is refused rather than cut.
    const given = values.answers[question.id] ?? "";
    const raw = question.options ? cleanLine(given) : cleanText(given, CONTACT_TEXT_MAX + 1);
    if (raw === "") {
      if (question.required) errors[field] = BOOKING_ERRORS.answer(question.label);
      answered.push({ id: question.id, label: question.label, answer: null });
      continue;
    }
    if (question.options) {
      const option = question.options.find((o) => o.value === raw);
      if (!option) errors[field] = BOOKING_ERRORS.choice(question.label);
      else {
        if (option.offerContactForm) contactInstead = true;
        answered.push({ id: question.id, label: question.label, answer: option.label });
      }
    } else if ([...raw].length > CONTACT_TEXT_MAX) {
      errors[field] = BOOKING_ERRORS.tooLong(question.label);
    } else {
      answered.push({ id: question.id, label: question.label, answer: raw });
    }
  }
  // The route is decided by the answers alone: a visitor it sends to the contact form is not asked for more.
  if (contactInstead && !Object.keys(errors).some((name) => name.startsWith("q."))) return { ok: "contact-instead" };
  if (Object.keys(errors).length > 0 || !details.success || !start) return { ok: false, errors };
  const tz = values.tz.trim();
  return {
    ok: true,
    data: {
      name: details.data.name,
      email: details.data.email,
      phone: details.data.phone,
      business: details.data.business,
      start,
      timeZone: tz && isTimeZone(tz) ? tz : null,
      questions: answered,
    },
  };
}

/** A time offered instead of one just taken. */
export type OfferedTime = { start: string; label: string; visitorLabel: string | null };

/** What the booking action answers when it books nothing: the values typed, and why. */
export type BookingAnswer = {
  values: BookingValues;
  errors: FieldErrors;
  formError: FormError | null;
  /** the time was just taken: these are the nearest free ones */
  taken: OfferedTime[] | null;
  /** an answer routes the visitor to the contact form */
  contactInstead: boolean;
  idempotencyKey: string;
};
