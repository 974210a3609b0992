import { describe, expect, test } from "vitest";
import { formatDate, formatDateTime, formatRand, formatWholeNumber } from "~/lib/pages/format";

const intlDate = new Intl.DateTimeFormat("en-ZA", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Africa/Johannesburg",
});

describe("formatDate", () => {
  test("writes the South African day as en-ZA does", () => {
    expect(formatDate("2026-01-05T21:59:59Z")).toBe("5 January 2026");
    // Midnight in Johannesburg is 22:00 UTC the day before.
    expect(formatDate("2026-01-05T22:00:00Z")).toBe("6 January 2026");
    expect(formatDate(new Date("2024-02-29T12:00:00Z"))).toBe("29 February 2024");
    expect(formatDate("2025-12-31T22:30:00Z")).toBe("1 January 2026");
  });

  test("agrees with the browser's own en-ZA formatter every few hours across several years", () => {
    const start = Date.UTC(2019, 0, 1);
    const end = Date.UTC(2031, 0, 1);
    for (let time = start; time < end; time += 7 * 60 * 60 * 1000 + 13 * 60 * 1000) {
      expect(formatDate(new Date(time)), new Date(time).toISOString()).toBe(intlDate.format(time));
    }
  });
});

describe("formatRand and formatWholeNumber", () => {
  const intlRand = new Intl.NumberFormat("en-ZA", { style: "currency", currency: "ZAR", maximumFractionDigits: 0 });
  const intlWhole = new Intl.NumberFormat("en-ZA", { maximumFractionDigits: 0 });

  test("amounts in rand with en-ZA grouping (no-break spaces) and no cents", () => {
    expect(formatRand(1286400)).toBe("R\u00a01\u00a0286\u00a0400");
    expect(formatRand(-1500)).toBe("-R\u00a01\u00a0500");
    expect(formatWholeNumber(1284)).toBe("1\u00a0284");
    expect(formatWholeNumber(146)).toBe("146");
  });

  test("agree with the browser's own en-ZA formatters, halves and huge amounts included", () => {
    const values = [
      0,
      -0,
      0.5,
      1.5,
      2.5,
      -2.5,
      -0.4,
      999.5,
      1000,
      107200,
      1286400,
      1e15 + 2,
      1e21,
      123456789012345680000,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (let seed = 1; seed < 2000; seed++)
      values.push(((seed * 7919) % 10007) * 10 ** (seed % 9) * (seed % 3 === 0 ? -1 : 1) + (seed % 4) / 4);
    for (const value of values) {
      expect(formatRand(value), String(value)).toBe(intlRand.format(value));
      if (Number.isFinite(value)) expect(formatWholeNumber(value), String(value)).toBe(intlWhole.format(value));
    }
  });
});

describe("formatDateTime", () => {
  test("date and time in South African time", () => {
    expect(formatDateTime("2026-01-05T22:30:00Z")).toMatch(/^0?6 Jan 2026,? 00:30$/);
  });
});
