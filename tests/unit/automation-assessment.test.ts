import { describe, expect, test } from "vitest";
import {
  assessmentQuestions,
  quickWinPriority,
  quickWins,
  scoreBands,
  type AssessmentArea,
} from "~/content/automation-assessment";
import { automationsAssessmentPage } from "~/content/pages/automations-assessment";
import {
  assess,
  assessmentContactHref,
  assessmentSummary,
  decodeAnswers,
  encodeAnswers,
  readAnswers,
  type Answers,
  type Level,
} from "~/lib/leads/automation-assessment";

const ids = assessmentQuestions.map((question) => question.id);

function allAt(level: Level, overrides: Partial<Answers> = {}): Answers {
  return { ...(Object.fromEntries(ids.map((id) => [id, level])) as Answers), ...overrides };
}

describe("the questions", () => {
  test("ten questions with four answers each, covering calls, leads, invoicing, scheduling, reporting and data", () => {
    expect(assessmentQuestions).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    for (const question of assessmentQuestions) expect(question.options).toHaveLength(4);
    for (const area of [
      "calls",
      "lead-capture",
      "invoicing",
      "scheduling",
      "reporting",
      "records",
    ] as AssessmentArea[]) {
      expect(ids).toContain(area);
    }
  });

  test("every area has a quick win and a place in the tie order", () => {
    expect([...quickWinPriority].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(quickWins[id].title.trim()).not.toBe("");
  });
});

describe("scoring", () => {
  test("the score is the share of the 30 points, rounded", () => {
    expect(assess(allAt(0)).score).toBe(0);
    expect(assess(allAt(3)).score).toBe(100);
    expect(assess(allAt(1)).score).toBe(33);
    expect(assess(allAt(2)).score).toBe(67);
    expect(assess(allAt(1, { calls: 2 })).score).toBe(37); // 11 / 30
  });

  test("bands: under 40 mostly manual, 40 to 69 partly automated, 70 and over well automated", () => {
    expect(assess(allAt(1, { calls: 3, "follow-up": 3 })).band.label).toBe("Partly automated"); // 14/30 = 47
    expect(assess(allAt(1, { calls: 2 })).band.label).toBe("Mostly manual"); // 11/30 = 37
    expect(assess(allAt(1, { calls: 3 })).band.label).toBe("Partly automated"); // 12/30 = 40
    expect(assess(allAt(2)).band.label).toBe("Partly automated"); // 20/30 = 67
    expect(assess(allAt(2, { calls: 3 })).band.label).toBe("Well automated"); // 21/30 = 70
    expect(scoreBands.map((band) => band.min)).toEqual([70, 40, 0]);
  });

  test("the three quick wins are the lowest-scoring areas", () => {
    const result = assess(allAt(3, { reporting: 0, records: 1, scheduling: 0 }));
    expect(result.quickWins.map((win) => win.area)).toEqual(["scheduling", "reporting", "records"]);
    expect(result.quickWins[0].title).toBe(quickWins.scheduling.title);
  });

  test("ties go to the area that pays back fastest", () => {
    expect(assess(allAt(0)).quickWins.map((win) => win.area)).toEqual(quickWinPriority.slice(0, 3));
    expect(assess(allAt(2, { invoicing: 1, debtors: 1 })).quickWins.map((win) => win.area)).toEqual([
      "invoicing",
      "debtors",
      "calls",
    ]);
  });
});

describe("answers in the URL", () => {
  test("a complete, valid set is read and scored", () => {
    const params = new URLSearchParams(ids.map((id) => [id, "2"]));
    const reading = readAnswers(params);
    expect(reading).toMatchObject({ submitted: true, answered: 10, errors: {} });
    expect(reading.complete).toEqual(allAt(2));
  });

  test("a page without answers is not a sent form and has no errors", () => {
    expect(readAnswers(new URLSearchParams())).toMatchObject({
      submitted: false,
      answered: 0,
      errors: {},
      complete: null,
    });
    expect(readAnswers(new URLSearchParams(), { sent: true }).errors.calls).toBe("Choose an answer to this question.");
  });

  test("missing, empty and unknown answers are each named", () => {
    const reading = readAnswers(new URLSearchParams({ calls: "3", "follow-up": "7", invoicing: "", reporting: "two" }));
    expect(reading.complete).toBeNull();
    expect(reading.answered).toBe(1);
    expect(Object.keys(reading.errors).sort()).toEqual(ids.filter((id) => id !== "calls").sort());
  });

  test("a code holds one digit per question and round-trips; anything else is refused", () => {
    const answers = allAt(1, { calls: 0, records: 3 });
    const code = encodeAnswers(answers);
    expect(code).toBe("0111111113");
    expect(decodeAnswers(code)).toEqual(answers);
    for (const bad of [null, "", "012", "01111111113", "011111111x", "0111111114"])
      expect(decodeAnswers(bad)).toBeNull();
  });
});

describe("the call to book", () => {
  test("carries the answers to the contact form, which scores them again", () => {
    const result = assess(allAt(1, { calls: 0, records: 3 }));
    expect(assessmentContactHref(result)).toBe("/contact?lead=automations-assessment&assessment=0111111113");
    expect(assessmentSummary({ lead: "automations-assessment", assessment: result.code })).toBe(
      `Automations assessment: 37/100, Mostly manual. Quick wins: ${result.quickWins.map((win) => win.title).join(", ")}`,
    );
    expect(assessmentSummary({ assessment: "tampered" })).toBeNull();
    expect(assessmentSummary({})).toBeNull();
  });
});

test("the page has one hero, the assessment and its FAQ", () => {
  expect(automationsAssessmentPage.sections.map((section) => section.kind)).toEqual([
    "hero",
    "automationAssessment",
    "faq",
  ]);
});
