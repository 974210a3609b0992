/**
 * The admin's SVG charts: the value axis's round ticks, bar heights and meter widths in proportion, the text
 * labels and the accessible name, and the legend that names each series by its pattern, not by colour alone.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChartTable } from "~/components/admin/charts/chart-table";
import { MeterChart } from "~/components/admin/charts/meter-chart";
import { niceTicks, scaleTo, shareWidth } from "~/components/admin/charts/scale";
import { StackedBarChart } from "~/components/admin/charts/stacked-bar-chart";
import { durationText, percentText, promiseText, weekText } from "~/content/admin-overview";

describe("niceTicks", () => {
  it("covers the largest value with steps of 1, 2 or 5 times a power of ten, from 0", () => {
    expect(niceTicks(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceTicks(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceTicks(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceTicks(10)).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(niceTicks(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceTicks(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it("never steps by less than one lead", () => {
    expect(niceTicks(2, 10).ticks).toEqual([0, 1, 2]);
  });
});

describe("scales", () => {
  it("place values in proportion, clamped to the axis", () => {
    expect(scaleTo(5, 10, 200)).toBe(100);
    expect(scaleTo(20, 10, 200)).toBe(200);
    expect(scaleTo(-1, 10, 200)).toBe(0);
    expect(scaleTo(3, 0, 200)).toBe(0);
    expect(shareWidth(0.25, 560)).toBe(140);
    expect(shareWidth(null, 560)).toBe(0);
  });
});

const series = [
  { key: "contact", label: "Contact request" },
  { key: "newsletter", label: "Newsletter" },
] as const;

describe("StackedBarChart", () => {
  const html = renderToStaticMarkup(
    createElement(StackedBarChart<"contact" | "newsletter">, {
      label: "Leads per week",
      legendLabel: "Types",
      series,
      bars: [
        { key: "2025-03-03", label: "3 Mar", values: { contact: 3, newsletter: 1 } },
        { key: "2025-03-10", label: "10 Mar", values: { contact: 0, newsletter: 0 } },
        { key: "2025-03-17", label: "17 Mar", values: { contact: 2, newsletter: 0 } },
      ],
    }),
  );

  it("is one image with an accessible name that scales to its container", () => {
    expect(html).toMatch(
      /<svg viewBox="0 0 560 260" role="img" aria-label="Leads per week" class="block h-auto w-full"/,
    );
  });

  it("stacks each bar's series in proportion, and writes its total and its label", () => {
    // Axis 0 to 4 over 210 units: 3 leads are 157.5 high, 1 is 52.5, 2 is 105.
    const heights = [...html.matchAll(/data-series="(\w+)"[^>]*height="([\d.]+)"/g)].map((m) => [m[1], Number(m[2])]);
    expect(heights).toEqual([
      ["contact", 157.5],
      ["newsletter", 52.5],
      ["contact", 105],
    ]);
    for (const text of [">4</text>", ">2</text>", ">3 Mar</text>", ">10 Mar</text>", ">17 Mar</text>"])
      expect(html).toContain(text);
    // An empty week has no bar and no total.
    expect(html).toMatch(/data-bar="2025-03-10"><text[^>]*>10 Mar<\/text><\/g>/);
  });

  it("fills each series with its own pattern, named in the legend", () => {
    const fills = [...html.matchAll(/data-series="(\w+)"[^>]*fill="url\(#([^)]+)\)"/g)].map((m) => [m[1], m[2]]);
    const [contactFill, newsletterFill] = [fills[0][1], fills[1][1]];
    expect(contactFill).not.toBe(newsletterFill);
    expect(fills[2][1]).toBe(contactFill);
    expect(html).toContain(`<pattern id="${newsletterFill}"`);
    expect(html).toMatch(/<ul aria-label="Types"[^>]*>.*Contact request.*Newsletter.*<\/ul>/);
    expect(html).toMatch(/<svg aria-hidden="true"[^>]*><rect[^>]*fill="url\(#[^)]+\)"/);
  });
});

describe("MeterChart", () => {
  it("draws each share as a bar of its width, with its name and value as text", () => {
    const html = renderToStaticMarkup(
      createElement(MeterChart, {
        label: "Replied on time",
        rows: [
          { key: "all", label: "All types", share: 0.5, valueText: "50% (4 of 8)" },
          { key: "contact", label: "Contact request", share: null, valueText: "—" },
        ],
      }),
    );
    expect(html).toMatch(/role="img" aria-label="Replied on time"/);
    expect(html).toContain('width="280"');
    expect(html).toContain(">All types</text>");
    expect(html).toContain(">50% (4 of 8)</text>");
    expect(html.match(/fill-brand-800/g)).toHaveLength(1);
  });
});

describe("ChartTable", () => {
  it("is a table with a caption and headings scoped to their column or row", () => {
    const html = renderToStaticMarkup(
      createElement(ChartTable, {
        caption: "Leads per week, by type",
        columns: [{ label: "Week of" }, { label: "Total", numeric: true }],
        rows: [{ key: "w", heading: "3 Mar", cells: [4] }],
      }),
    );
    expect(html).toContain('role="region" aria-label="Leads per week, by type" tabindex="0"');
    expect(html).toMatch(/<caption[^>]*>Leads per week, by type<\/caption>/);
    expect(html).toMatch(/<th scope="col"[^>]*>Week of<\/th><th scope="col"[^>]*>Total<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>3 Mar<\/th><td[^>]*>4<\/td>/);
  });
});

describe("the overview's wording", () => {
  it("writes promises, durations, shares and weeks", () => {
    expect(promiseText({ businessDays: 1 })).toBe("1 business day");
    expect(promiseText({ businessDays: 2 })).toBe("2 business days");
    expect(promiseText({ businessHours: 4 })).toBe("4 business hours");
    expect(promiseText(null)).toBe("No reply promised");
    expect(durationText(null)).toBe("—");
    expect(durationText(600)).toBe("10 min");
    expect(durationText(3600)).toBe("1 h");
    expect(durationText(16 * 3600 + 20 * 60)).toBe("16 h 20 min");
    expect(durationText(36 * 3600)).toBe("36 h");
    expect(durationText(50 * 3600)).toBe("2 d 2 h");
    expect(percentText(1 / 3)).toBe("33%");
    expect(percentText(null)).toBe("—");
    expect(weekText("2025-03-03")).toBe("3 Mar");
  });
});
