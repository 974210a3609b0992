import { describe, expect, it } from "vitest";
import {
  SIGN_IN_THROTTLE,
  signInDelayMs,
  signInThrottleKey,
  type SignInThrottleLimits,
} from "~/lib/accounts/sign-in-throttle.server";

const MINUTE = 60_000;

describe("SIGN_IN_THROTTLE", () => {
  it("is ten free failures, then 1, 2, 4, 8 and at most 15 minutes; the holder is warned at ten; runs are forgotten after a day", () => {
    expect(SIGN_IN_THROTTLE).toEqual({
      freeFailures: 10,
      firstDelayMs: MINUTE,
      maxDelayMs: 15 * MINUTE,
      warnAfter: 10,
      forgetAfterMs: 24 * 60 * MINUTE,
    });
  });
});

describe("signInDelayMs", () => {
  const cases: [failures: number, delay: number][] = [
    [0, 0],
    [1, 0],
    [5, 0],
    [9, 0],
    [10, MINUTE],
    [11, 2 * MINUTE],
    [12, 4 * MINUTE],
    [13, 8 * MINUTE],
    [14, 15 * MINUTE],
    [15, 15 * MINUTE],
    [100, 15 * MINUTE],
    [1_000_000, 15 * MINUTE],
    [Number.MAX_SAFE_INTEGER, 15 * MINUTE],
    [-3, 0],
    [Number.NaN, 0],
  ];
  it.each(cases)("after %s failures waits %s ms", (failures, delay) => {
    expect(signInDelayMs(failures)).toBe(delay);
  });

  const custom: SignInThrottleLimits = {
    freeFailures: 3,
    firstDelayMs: 1_000,
    maxDelayMs: 5_000,
    warnAfter: 5,
    forgetAfterMs: 60_000,
  };
  const customCases: [failures: number, delay: number][] = [
    [2, 0],
    [3, 1_000],
    [4, 2_000],
    [5, 4_000],
    [6, 5_000],
    [60, 5_000],
  ];
  it.each(customCases)("with other limits, after %s failures waits %s ms", (failures, delay) => {
    expect(signInDelayMs(failures, custom)).toBe(delay);
  });

  it("never shortens as failures grow", () => {
    for (let n = 0; n < 200; n++) expect(signInDelayMs(n + 1)).toBeGreaterThanOrEqual(signInDelayMs(n));
  });
});

describe("signInThrottleKey", () => {
  const cases: [input: unknown, key: string | null][] = [
    ["naledi@example.co.za", "naledi@example.co.za"],
    ["  Naledi@Example.CO.ZA\t", "naledi@example.co.za"],
    ["NOT-AN-EMAIL", "not-an-email"],
    ["", null],
    ["   ", null],
    [undefined, null],
    [null, null],
    [42, null],
    [["a@b.co"], null],
  ];
  it.each(cases)("%j is counted under %j", (input, key) => {
    expect(signInThrottleKey(input)).toBe(key);
  });

  it("cuts an absurdly long address to 320 characters", () => {
    const long = `${"A".repeat(1_000)}@example.co.za`;
    expect(signInThrottleKey(long)).toBe("a".repeat(320));
  });
});
