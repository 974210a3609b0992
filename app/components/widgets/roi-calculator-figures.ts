/**
 * The medical practice ROI calculator (spec section 9): what answering every
 * call, halving admin and recovering no-shows is worth a month, in rand.
 */
export type RoiInputs = {
  staffHourlyRate: number;
  missedCallsPerWeek: number;
  adminHoursPerWeek: number;
  noShowsPerWeek: number;
  averageConsultationValue: number;
};

export const ROI_DEFAULTS: RoiInputs = {
  staffHourlyRate: 400,
  missedCallsPerWeek: 15,
  adminHoursPerWeek: 12,
  noShowsPerWeek: 8,
  averageConsultationValue: 2000,
};

export const WEEKS_PER_MONTH = 4;
/** The monthly cost of the service the return is measured against. */
export const MONTHLY_INVESTMENT = 30_000;
const MISSED_CALLS_RECOVERED = 0.6;
const ADMIN_SAVED = 0.5;
const NO_SHOWS_RECOVERED = 0.4;

export type RoiResult = {
  missedCallCost: number;
  adminCostSaved: number;
  noShowRecovery: number;
  monthlyValue: number;
  annualValue: number;
  /** Whole percent. */
  roiPercent: number;
  adminHoursSaved: number;
  missedCallsRecovered: number;
  noShowsRecovered: number;
};

/** A typed value as a number: anything unparseable (or below zero) counts as 0. */
export function readRoiNumber(value: string | number | null | undefined): number {
  const number =
    typeof value === "number"
      ? value
      : Number(
          String(value ?? "")
            .trim()
            .replace(/[\s,]/g, "") || NaN,
        );
  return Number.isFinite(number) && number > 0 ? number : 0;
}

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const missedCallCost = inputs.missedCallsPerWeek * inputs.averageConsultationValue * WEEKS_PER_MONTH;
  const adminCostSaved = inputs.adminHoursPerWeek * inputs.staffHourlyRate * WEEKS_PER_MONTH;
  const noShowRecovery = inputs.noShowsPerWeek * inputs.averageConsultationValue * NO_SHOWS_RECOVERED * WEEKS_PER_MONTH;
  const monthlyValue = MISSED_CALLS_RECOVERED * missedCallCost + ADMIN_SAVED * adminCostSaved + noShowRecovery;
  return {
    missedCallCost,
    adminCostSaved,
    noShowRecovery,
    monthlyValue,
    annualValue: monthlyValue * 12,
    roiPercent: Math.round(((monthlyValue - MONTHLY_INVESTMENT) / MONTHLY_INVESTMENT) * 100),
    adminHoursSaved: ADMIN_SAVED * inputs.adminHoursPerWeek,
    missedCallsRecovered: MISSED_CALLS_RECOVERED * inputs.missedCallsPerWeek,
    noShowsRecovered: NO_SHOWS_RECOVERED * inputs.noShowsPerWeek,
  };
}

/** The inputs in a query string or form (each by its name), unparseable ones as 0; defaults when none is given. */
export function readRoiInputs(params: URLSearchParams): RoiInputs {
  const keys = Object.keys(ROI_DEFAULTS) as (keyof RoiInputs)[];
  if (!keys.some((key) => params.has(key))) return { ...ROI_DEFAULTS };
  return Object.fromEntries(keys.map((key) => [key, readRoiNumber(params.get(key))])) as RoiInputs;
}

/** "7.5": the recovered figures, to one decimal. */
export function oneDecimal(value: number): string {
  return value.toFixed(1);
}
