import { describe, expect, test } from "vitest";
import { diagnosticItems } from "~/content/pages/hospitality";
import { diagnosticRisk, readSelectedIssues, type Severity } from "~/components/widgets/hospitality-diagnostic-rule";
import { formatRand } from "~/lib/pages/format";
import {
  calculateRoi,
  oneDecimal,
  readRoiInputs,
  readRoiNumber,
  ROI_DEFAULTS,
} from "~/components/widgets/roi-calculator-figures";

describe("ROI calculator (spec section 9)", () => {
  test("the defaults give R107 200 a month, R1 286 400 a year and 257%", () => {
    const result = calculateRoi(ROI_DEFAULTS);
    expect(result.missedCallCost).toBe(120_000);
    expect(result.adminCostSaved).toBe(19_200);
    expect(result.noShowRecovery).toBe(25_600);
    expect(result.monthlyValue).toBe(107_200);
    expect(result.annualValue).toBe(1_286_400);
    expect(result.roiPercent).toBe(257);
    expect(formatRand(result.monthlyValue).replace(/\s/g, " ")).toBe("R 107 200");
    expect(formatRand(result.annualValue).replace(/\s/g, " ")).toBe("R 1 286 400");
  });

  test("the recovered figures: half the admin hours, 60% of missed calls, 40% of no-shows, to one decimal", () => {
    const result = calculateRoi({ ...ROI_DEFAULTS, adminHoursPerWeek: 7, missedCallsPerWeek: 9, noShowsPerWeek: 3 });
    expect(oneDecimal(result.adminHoursSaved)).toBe("3.5");
    expect(oneDecimal(result.missedCallsRecovered)).toBe("5.4");
    expect(oneDecimal(result.noShowsRecovered)).toBe("1.2");
  });

  test("the return has no decimals and goes negative below the R30 000 a month cost", () => {
    const zero = calculateRoi({
      staffHourlyRate: 0,
      missedCallsPerWeek: 0,
      adminHoursPerWeek: 0,
      noShowsPerWeek: 0,
      averageConsultationValue: 0,
    });
    expect(zero.monthlyValue).toBe(0);
    expect(zero.roiPercent).toBe(-100);
    expect(calculateRoi({ ...ROI_DEFAULTS, missedCallsPerWeek: 1 }).roiPercent).toBe(
      Math.round(((4800 + 9600 + 25600 - 30000) / 30000) * 100),
    );
  });

  test("unparseable or negative input counts as 0", () => {
    for (const value of ["", "abc", "12abc", null, undefined, "-5", Number.NaN, Number.POSITIVE_INFINITY])
      expect(readRoiNumber(value)).toBe(0);
    expect(readRoiNumber("2 000")).toBe(2000);
    expect(readRoiNumber("2,000")).toBe(2000);
    expect(readRoiNumber("7.5")).toBe(7.5);
  });

  test("inputs from the address: the defaults when none is given, 0 for a bad one", () => {
    expect(readRoiInputs(new URLSearchParams())).toEqual(ROI_DEFAULTS);
    expect(readRoiInputs(new URLSearchParams({ staffHourlyRate: "500", missedCallsPerWeek: "x" }))).toEqual({
      staffHourlyRate: 500,
      missedCallsPerWeek: 0,
      adminHoursPerWeek: 0,
      noShowsPerWeek: 0,
      averageConsultationValue: 0,
    });
  });
});

describe("hospitality diagnostic risk (spec section 9)", () => {
  const of = (...severities: Severity[]) => severities.map((severity) => ({ severity }));

  test("nothing ticked: no result", () => {
    expect(diagnosticRisk([])).toBeNull();
  });

  test("three or more high is Critical, whatever else is ticked", () => {
    expect(diagnosticRisk(of("high", "high", "high"))).toBe("Critical");
    expect(diagnosticRisk(of("high", "high", "high", "medium", "low"))).toBe("Critical");
  });

  test("exactly two high is High", () => {
    expect(diagnosticRisk(of("high", "high"))).toBe("High");
    expect(diagnosticRisk(of("high", "high", "medium", "low"))).toBe("High");
  });

  test("otherwise two or more of any severity is Medium", () => {
    expect(diagnosticRisk(of("high", "medium"))).toBe("Medium");
    expect(diagnosticRisk(of("medium", "low"))).toBe("Medium");
    expect(diagnosticRisk(of("low", "low", "medium"))).toBe("Medium");
  });

  test("otherwise (one issue) Low, even a high one", () => {
    expect(diagnosticRisk(of("high"))).toBe("Low");
    expect(diagnosticRisk(of("medium"))).toBe("Low");
    expect(diagnosticRisk(of("low"))).toBe("Low");
  });

  test("the checklist has the spec's six issues, three of them high", () => {
    expect(diagnosticItems.map((item) => item.id)).toEqual([
      "owner-hours",
      "single-point",
      "margins",
      "consistency",
      "inventory",
      "manual-tasks",
    ]);
    expect(diagnosticItems.filter((item) => item.severity === "high")).toHaveLength(3);
    expect(diagnosticRisk(diagnosticItems)).toBe("Critical");
  });

  test("ticks are read from the address: known issues only, each once", () => {
    const params = new URLSearchParams([
      ["issue", "margins"],
      ["issue", "margins"],
      ["issue", "nope"],
      ["issue", "inventory"],
    ]);
    expect(readSelectedIssues(params, diagnosticItems).map((item) => item.id)).toEqual(["margins", "inventory"]);
  });
});
