import { describe, expect, it } from "vitest";
import { industries } from "~/content/site";
import {
  EMPTY_READY_TO_TALK_VALUES,
  READY_TO_TALK_ERRORS,
  READY_TO_TALK_GOAL_OPTIONS,
  READY_TO_TALK_INDUSTRY_OPTIONS,
  readReadyToTalkForm,
  ReadyToTalkSchema,
  validateReadyToTalk,
  type ReadyToTalkFormValues,
} from "~/lib/leads/ready-to-talk-schema";

const valid: ReadyToTalkFormValues = {
  industry: "hospitality",
  email: "Sipho@Example.co.za",
  goal: "profit",
  consent: true,
};
const errorsFor = (values: Partial<ReadyToTalkFormValues>) => validateReadyToTalk({ ...valid, ...values });

describe("the Ready to talk options", () => {
  it("offers the firm's industries (six to eight, unique) and five goals", () => {
    expect(READY_TO_TALK_INDUSTRY_OPTIONS.length).toBeGreaterThanOrEqual(6);
    expect(READY_TO_TALK_INDUSTRY_OPTIONS.length).toBeLessThanOrEqual(8);
    expect(READY_TO_TALK_GOAL_OPTIONS).toHaveLength(5);
    for (const options of [READY_TO_TALK_INDUSTRY_OPTIONS, READY_TO_TALK_GOAL_OPTIONS] as readonly (readonly {
      value: string;
      label: string;
    }[])[]) {
      expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
      expect(options.every((o) => o.value !== "" && o.label.trim() !== "")).toBe(true);
    }
  });

  it("names only industries the site has a page for, besides the way out", () => {
    const pages = new Set(industries.map((i) => i.href.replace("/who-we-help/", "")));
    for (const option of READY_TO_TALK_INDUSTRY_OPTIONS.filter((o) => o.value !== "other")) {
      expect(pages, option.value).toContain(option.value);
    }
  });
});

describe("the Ready to talk request", () => {
  it("accepts a complete request, cleaned and lowercased", () => {
    expect(
      ReadyToTalkSchema.parse({ ...valid, email: "  Sipho@Example.co.za ", consent: "on", goal: " profit " }),
    ).toEqual({
      industry: "hospitality",
      email: "sipho@example.co.za",
      goal: "profit",
      consent: true,
    });
  });

  it("keeps the industry and the goal optional", () => {
    expect(ReadyToTalkSchema.parse({ ...valid, industry: "" }).industry).toBeNull();
    expect(ReadyToTalkSchema.parse({ ...valid, industry: undefined }).industry).toBeNull();
    expect(errorsFor({ industry: "" })).toEqual({});
    expect(ReadyToTalkSchema.parse({ ...valid, goal: "" }).goal).toBeNull();
    expect(ReadyToTalkSchema.parse({ ...valid, goal: undefined }).goal).toBeNull();
    expect(errorsFor({ industry: "", goal: "" })).toEqual({});
  });

  it("has a message for every required field of an empty form", () => {
    expect(validateReadyToTalk(EMPTY_READY_TO_TALK_VALUES)).toEqual({
      email: "Email is required",
      consent: "Please agree to the privacy policy to continue.",
    });
  });

  it.each([
    ["industry", { industry: "mining" }, READY_TO_TALK_ERRORS.industry],
    ["email", { email: "" }, "Email is required"],
    ["email", { email: "sipho@" }, "Please enter a valid email address."],
    ["email", { email: "sipho@example" }, "Please enter a valid email address."],
    ["email", { email: `${"s".repeat(250)}@example.co.za` }, "Please enter a valid email address."],
    ["goal", { goal: "world-domination" }, READY_TO_TALK_ERRORS.goal],
    ["consent", { consent: false }, READY_TO_TALK_ERRORS.consent],
  ] as const)("refuses a bad %s (%j) with its message", (field, values, message) => {
    expect(errorsFor(values)).toEqual({ [field]: message });
  });

  it("spells each message as the form shows it", () => {
    expect(READY_TO_TALK_ERRORS).toEqual({
      industry: "Please choose an industry from the list, or leave it empty.",
      emailRequired: "Email is required",
      email: "Please enter a valid email address.",
      goal: "Please choose a goal from the list, or leave it empty.",
      consent: "Please agree to the privacy policy to continue.",
    });
  });

  it("reads the posted form, size-capped, consent only when ticked", () => {
    const form = new FormData();
    form.set("industry", "x".repeat(100));
    form.set("email", "a@b.co");
    form.set("goal", "exit");
    expect(readReadyToTalkForm(form)).toEqual({
      industry: "x".repeat(40),
      email: "a@b.co",
      goal: "exit",
      consent: false,
    });
    form.set("consent", "on");
    expect(readReadyToTalkForm(form).consent).toBe(true);
    expect(readReadyToTalkForm(new FormData())).toEqual(EMPTY_READY_TO_TALK_VALUES);
  });
});
