/**
 * The call type form (ADR 067): each field's message, the choices typed one per line ("Label | contact" routing that
 * answer to the contact form), the host counts of a named host and a round robin, the question slots (empty ones left
 * out, ids kept or made), and the form read from a post and a stored call type shown in it and read back unchanged.
 */
import { describe, expect, it } from "vitest";
import { CALL_TYPE_LIMITS, callTypeMessages as messages } from "~/content/admin-call-types";
import { SEED_CALL_TYPES } from "~/content/call-types";
import {
  callTypeValues,
  hostCountProblem,
  newCallTypeValues,
  parseCallTypeForm,
  parseChoices,
  questionField,
  readCallTypeForm,
  type CallTypeValues,
  type QuestionValues,
} from "~/lib/booking/call-type-form";

/** A valid form: a named host, offered, no questions; `changes` on top. */
function form(changes: Partial<CallTypeValues> = {}): CallTypeValues {
  return { ...newCallTypeValues(), name: "Strategy Call", slug: "strategy-call", hosts: ["host-1"], ...changes };
}

/** The form with question slot 1 as given (the others empty). */
function withQuestion(question: Partial<QuestionValues>): CallTypeValues {
  const values = form();
  values.questions[0] = { ...values.questions[0], ...question };
  return values;
}

const errorsOf = (values: CallTypeValues) => {
  const parsed = parseCallTypeForm(values);
  if (parsed.ok) throw new Error("expected the form to be refused");
  return parsed.errors;
};

describe("the call type form's fields", () => {
  it("accepts a valid form, trimmed, numbers as numbers", () => {
    const parsed = parseCallTypeForm(
      form({ name: "  Strategy Call ", slug: " Strategy-Call ", lengthMinutes: " 45 ", slotStepMinutes: "15" }),
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        name: "Strategy Call",
        slug: "strategy-call",
        description: "",
        active: true,
        lengthMinutes: 45,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeMinutes: 120,
        windowDays: 30,
        slotStepMinutes: 15,
        location: "video",
        locationDetail: "",
        hostRule: "named",
        hostIds: ["host-1"],
        questions: [],
      },
    });
  });

  it.each([
    ["name", "A", messages.nameLength],
    ["name", "x".repeat(81), messages.nameLength],
    ["slug", "", messages.slugRequired],
    ["slug", "a", messages.slugForm],
    ["slug", "strategy call", messages.slugForm],
    ["slug", "strategy--call", messages.slugForm],
    ["slug", "-strategy", messages.slugForm],
    ["slug", "café-call", messages.slugForm],
    ["slug", "s".repeat(61), messages.slugForm],
    ["description", "x".repeat(301), messages.descriptionTooLong],
    ["locationDetail", "x".repeat(301), messages.locationDetailTooLong],
    ["lengthMinutes", "4", messages.whole(messages.lengthMinutes, 5, 240)],
    ["lengthMinutes", "241", messages.whole(messages.lengthMinutes, 5, 240)],
    ["lengthMinutes", "30.5", messages.whole(messages.lengthMinutes, 5, 240)],
    ["lengthMinutes", "", messages.whole(messages.lengthMinutes, 5, 240)],
    ["bufferBeforeMinutes", "181", messages.whole(messages.bufferBeforeMinutes, 0, 180)],
    ["bufferAfterMinutes", "-5", messages.whole(messages.bufferAfterMinutes, 0, 180)],
    ["minimumNoticeMinutes", "20161", messages.whole(messages.minimumNoticeMinutes, 0, 20160)],
    ["windowDays", "0", messages.whole(messages.windowDays, 1, 365)],
    ["windowDays", "366", messages.whole(messages.windowDays, 1, 365)],
    ["slotStepMinutes", "20", messages.slotStep],
    ["location", "moon", messages.location],
    ["hostRule", "", messages.hostRule],
  ] as const)("refuses %s %j: %s", (field, value, message) => {
    expect(errorsOf(form({ [field]: value }))).toEqual({ [field]: message });
  });

  it("accepts the limits themselves", () => {
    const parsed = parseCallTypeForm(
      form({
        name: "x".repeat(80),
        slug: "s".repeat(60),
        description: "d".repeat(300),
        lengthMinutes: "240",
        bufferBeforeMinutes: "180",
        bufferAfterMinutes: "0",
        minimumNoticeMinutes: "20160",
        windowDays: "365",
      }),
    );
    expect(parsed.ok).toBe(true);
  });

  it("gives every problem at once, each under its field", () => {
    const values = withQuestion({ label: "Turnover", type: "choice", choices: "Small" });
    Object.assign(values, { name: "", slug: "Bad slug!", lengthMinutes: "0", hostRule: "round-robin" });
    expect(errorsOf(values)).toEqual({
      name: messages.nameLength,
      slug: messages.slugForm,
      lengthMinutes: messages.whole(messages.lengthMinutes, 5, 240),
      hosts: messages.roundRobinHosts,
      [questionField(1, "choices")]: messages.choicesTooFew(1),
    });
  });
});

describe("hosts", () => {
  it("a named host is exactly one host while the call is offered", () => {
    expect(hostCountProblem("named", 1, true)).toBeNull();
    expect(hostCountProblem("named", 0, true)).toBe(messages.namedHost);
    expect(hostCountProblem("named", 2, true)).toBe(messages.namedTooMany);
  });

  it("a round robin is at least two hosts while the call is offered", () => {
    expect(CALL_TYPE_LIMITS.roundRobinHosts).toBe(2);
    expect(hostCountProblem("round-robin", 0, true)).toBe(messages.roundRobinHosts);
    expect(hostCountProblem("round-robin", 1, true)).toBe(messages.roundRobinHosts);
    expect(hostCountProblem("round-robin", 2, true)).toBeNull();
    expect(hostCountProblem("round-robin", 5, true)).toBeNull();
  });

  it("a call type not offered may wait for its hosts, but a named host is never two", () => {
    expect(hostCountProblem("named", 0, false)).toBeNull();
    expect(hostCountProblem("round-robin", 0, false)).toBeNull();
    expect(hostCountProblem("round-robin", 1, false)).toBeNull();
    expect(hostCountProblem("named", 2, false)).toBe(messages.namedTooMany);
  });

  it("is checked in the whole form, beside the hosts", () => {
    expect(errorsOf(form({ hosts: [] }))).toEqual({ hosts: messages.namedHost });
    expect(errorsOf(form({ hosts: ["a", "b"] }))).toEqual({ hosts: messages.namedTooMany });
    expect(errorsOf(form({ hostRule: "round-robin", hosts: ["a"] }))).toEqual({ hosts: messages.roundRobinHosts });
    const shared = parseCallTypeForm(form({ hostRule: "round-robin", hosts: ["a", "b"] }));
    expect(shared.ok && shared.data.hostIds).toEqual(["a", "b"]);
    expect(parseCallTypeForm(form({ hosts: [], active: false })).ok).toBe(true);
  });
});

describe("choices, one per line", () => {
  it("reads labels, values slugified from them, and | contact marking an answer that routes to the contact form", () => {
    expect(parseChoices("Under R5 million | contact\nR5 million to R20 million\n\n  Over R20 million  \n", 1)).toEqual({
      ok: true,
      options: [
        { value: "under-r5-million", label: "Under R5 million", offerContactForm: true },
        { value: "r5-million-to-r20-million", label: "R5 million to R20 million" },
        { value: "over-r20-million", label: "Over R20 million" },
      ],
    });
  });

  it("takes the marker in any case and spacing, and Windows line ends", () => {
    expect(parseChoices("Small|CONTACT\r\nLarge |  Contact ", 1)).toEqual({
      ok: true,
      options: [
        { value: "small", label: "Small", offerContactForm: true },
        { value: "large", label: "Large", offerContactForm: true },
      ],
    });
  });

  it("names a choice with no letters or digits by its place", () => {
    expect(parseChoices("—\nYes", 1)).toEqual({
      ok: true,
      options: [
        { value: "choice-1", label: "—" },
        { value: "yes", label: "Yes" },
      ],
    });
  });

  it.each([
    ["One only", messages.choicesTooFew(2)],
    ["", messages.choicesTooFew(2)],
    ["Small | call\nLarge", messages.choiceMarker(1)],
    ["Small\nLarge | contact | contact", messages.choiceMarker(2)],
    ["Small\n | contact", messages.choiceEmpty(2)],
    [`Small\n\n${"x".repeat(81)}`, messages.choiceTooLong(3)],
    ["Small business\nsmall  business!", messages.choiceTwice("small business!")],
    [Array.from({ length: 11 }, (_, i) => `Choice ${i + 1}`).join("\n"), messages.choicesTooMany(2)],
  ])("refuses %j: %s", (text, message) => {
    expect(parseChoices(text, 2)).toEqual({ ok: false, message });
  });
});

describe("questions", () => {
  it("leaves out empty slots and keeps the order of the others", () => {
    const values = form();
    values.questions[1] = {
      id: "",
      label: "What would you like to talk about?",
      required: false,
      type: "text",
      choices: "",
    };
    values.questions[3] = {
      id: "",
      label: "Team size",
      required: true,
      type: "choice",
      choices: "1 to 10\n11 or more",
    };
    // A slot with only its box ticked is still empty.
    values.questions[4] = { id: "", label: " ", required: true, type: "choice", choices: "" };
    const parsed = parseCallTypeForm(values);
    expect(parsed.ok && parsed.data.questions).toEqual([
      {
        id: "what-would-you-like-to-talk-about",
        label: "What would you like to talk about?",
        required: false,
        options: null,
      },
      {
        id: "team-size",
        label: "Team size",
        required: true,
        options: [
          { value: "1-to-10", label: "1 to 10" },
          { value: "11-or-more", label: "11 or more" },
        ],
      },
    ]);
  });

  it("keeps a stored question's id, and gives two questions of the same words ids of their own", () => {
    const values = form();
    values.questions[0] = { id: "focus", label: "Your focus", required: false, type: "text", choices: "" };
    values.questions[1] = { id: "", label: "Budget", required: false, type: "text", choices: "" };
    values.questions[2] = { id: "", label: "Budget", required: false, type: "text", choices: "" };
    values.questions[3] = { id: "not a valid id", label: "Focus", required: false, type: "text", choices: "" };
    const parsed = parseCallTypeForm(values);
    expect(parsed.ok && parsed.data.questions.map((q) => q.id)).toEqual(["focus", "budget", "budget-2", "focus-2"]);
  });

  it.each([
    [{ label: "", type: "choice", choices: "A\nB" }, "label", messages.questionLabelRequired(1)],
    [{ label: "x".repeat(121), type: "text" }, "label", messages.questionLabelTooLong(1)],
    [{ label: "Turnover", type: "" }, "type", messages.questionType(1)],
    [{ label: "Turnover", type: "choice", choices: "Small" }, "choices", messages.choicesTooFew(1)],
    [{ label: "Turnover", type: "text", choices: "Small\nLarge" }, "choices", messages.choicesWithText(1)],
  ] as const)("refuses question 1 as %j: %s %s", (question, part, message) => {
    expect(errorsOf(withQuestion(question))).toEqual({ [questionField(1, part)]: message });
  });

  it("names the question's number in its messages", () => {
    const values = form();
    values.questions[4] = { id: "", label: "Size", required: false, type: "choice", choices: "Only one" };
    expect(errorsOf(values)).toEqual({ [questionField(5, "choices")]: messages.choicesTooFew(5) });
  });
});

describe("the form and the stored call type", () => {
  it("reads a post: boxes ticked, hosts once each, every question slot", () => {
    const post = new FormData();
    for (const [name, value] of Object.entries({
      name: "Strategy Call",
      slug: "strategy-call",
      active: "on",
      hostRule: "round-robin",
      [questionField(2, "label")]: "Turnover",
      [questionField(2, "required")]: "on",
      [questionField(2, "type")]: "choice",
      [questionField(2, "choices")]: "Small | contact\nLarge",
    }))
      post.append(name, value);
    post.append("hosts", "a");
    post.append("hosts", "b");
    post.append("hosts", "a");
    const values = readCallTypeForm(post);
    expect(values.active).toBe(true);
    expect(values.hosts).toEqual(["a", "b"]);
    expect(values.questions).toHaveLength(5);
    expect(values.questions[1]).toEqual({
      id: "",
      label: "Turnover",
      required: true,
      type: "choice",
      choices: "Small | contact\nLarge",
    });
    expect(readCallTypeForm(new FormData()).active).toBe(false);
  });

  it("shows each seeded call type in the form and reads it back as stored (but for choice values made from labels)", () => {
    for (const seed of SEED_CALL_TYPES) {
      const values = callTypeValues({ ...seed, active: true }, ["a", "b"]);
      expect(values.questions).toHaveLength(5);
      const parsed = parseCallTypeForm(values);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      expect(parsed.data.slug).toBe(seed.slug);
      expect(parsed.data.questions.map(({ id, label, required }) => ({ id, label, required }))).toEqual(
        seed.questions.map(({ id, label, required }) => ({ id, label, required })),
      );
      expect(
        parsed.data.questions.map((q) =>
          q.options?.map(({ label, offerContactForm }) => ({ label, offerContactForm })),
        ),
      ).toEqual(
        seed.questions.map((q) => q.options?.map(({ label, offerContactForm }) => ({ label, offerContactForm }))),
      );
    }
  });
});
