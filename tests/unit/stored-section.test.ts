import { describe, expect, it, vi } from "vitest";
import { aboutFaqPage } from "~/content/pages/about-faq";
import { SECTION_SCHEMAS, SECTION_UPGRADES, type SectionUpgrade } from "~/content/pages/schema/registry";
import { readStoredSection, storeSection, type StoredSection } from "~/content/pages/schema/stored-section";
import type { FaqSection, Section } from "~/content/pages/types";

const faq = (aboutFaqPage.sections as Section[]).find((section): section is FaqSection => section.kind === "faq")!;

/**
 * The FAQ section as if its shape had changed twice: version 1 kept each answer under `reply`, version 2 named the
 * several-open switch `multiple`, version 3 is today's schema.
 */
const v1Data = {
  id: faq.id,
  heading: faq.heading,
  items: faq.items.map((item) => ({ question: item.question, reply: item.answer })),
  multiple: true,
};

const renameKey = (from: string, to: string) => (record: Record<string, unknown>) => {
  const { [from]: value, ...rest } = record;
  return value === undefined ? rest : { ...rest, [to]: value };
};

const replyToAnswer: SectionUpgrade = (old) => {
  const data = old as { items: Record<string, unknown>[] };
  return { ...data, items: data.items.map(renameKey("reply", "answer")) };
};
const multipleToAllowMultiple: SectionUpgrade = (old) =>
  renameKey("multiple", "allowMultiple")(old as Record<string, unknown>);

const schemas = { ...SECTION_SCHEMAS, faq: { version: 3, schema: SECTION_SCHEMAS.faq.schema } };

function registries(steps: SectionUpgrade[] = [replyToAnswer, multipleToAllowMultiple]) {
  return { schemas, upgrades: { ...SECTION_UPGRADES, faq: steps } };
}

const expected: FaqSection = {
  kind: "faq",
  id: faq.id,
  heading: faq.heading,
  items: faq.items.map(({ question, answer }) => ({ question, answer })),
  allowMultiple: true,
};

describe("reading a stored section", () => {
  it("upgrades a version 1 FAQ one step at a time, then checks it with today's schema", () => {
    const first = vi.fn(replyToAnswer);
    const second = vi.fn(multipleToAllowMultiple);
    const read = readStoredSection({ kind: "faq", version: 1, data: v1Data }, registries([first, second]));
    expect(read).toEqual({ ok: true, section: expected });
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledWith(first.mock.results[0].value);
  });

  it("runs only the steps after the version it was stored in", () => {
    const first = vi.fn(replyToAnswer);
    const v2Data = replyToAnswer(v1Data);
    const read = readStoredSection(
      { kind: "faq", version: 2, data: v2Data },
      registries([first, multipleToAllowMultiple]),
    );
    expect(read).toEqual({ ok: true, section: expected });
    expect(first).not.toHaveBeenCalled();
  });

  it("stores at the kind's current version, without its kind in the data", () => {
    expect(storeSection(expected, { schemas })).toEqual({
      kind: "faq",
      version: 3,
      data: { id: faq.id, heading: faq.heading, items: expected.items, allowMultiple: true },
    });
    expect(readStoredSection(storeSection(expected, { schemas }), registries())).toEqual({
      ok: true,
      section: expected,
    });
  });

  it("reads a version 1 FAQ without its upgrade as what it is: a section with unknown fields", () => {
    const read = readStoredSection({ kind: "faq", version: 1, data: v1Data });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem).toBe(
      faq.items
        .map((_item, index) => `items.${index}.answer: Required. items.${index}.reply: Unknown field.`)
        .join(" ") + " multiple: Unknown field.",
    );
  });

  it("refuses a version newer than the site knows", () => {
    const stored = { kind: "faq", version: 4, data: v1Data };
    expect(readStoredSection(stored, registries())).toEqual({
      ok: false,
      stored,
      problem: "This faq section was saved as version 4; this site knows faq up to version 3.",
      problems: [{ message: "This faq section was saved as version 4; this site knows faq up to version 3." }],
    });
  });

  it("refuses a kind the site does not know, including the names every object has", () => {
    for (const kind of ["video", "constructor", "__proto__", "toString"]) {
      const stored = { kind, version: 1, data: { id: "x" } };
      const read = readStoredSection(stored);
      expect(read, kind).toMatchObject({ ok: false, problem: `"${kind}" is not a kind of section this site knows.` });
      if (!read.ok) expect(read.stored).toBe(stored);
    }
  });

  it("refuses a version that is not a whole number from 1", () => {
    for (const version of [0, 1.5, Number.NaN]) {
      const read = readStoredSection({ kind: "faq", version, data: v1Data });
      expect(read, String(version)).toMatchObject({
        ok: false,
        problem: `The faq section's version "${version}" is not a version number.`,
      });
    }
  });

  it("returns a section that fails its schema with its problem, as stored", () => {
    const data = { ...(storeSection(faq).data as object), heading: "  ", tone: "blue" };
    const stored: StoredSection = { kind: "faq", version: 1, data };
    const snapshot = structuredClone(stored);
    const read = readStoredSection(stored);
    expect(read).toEqual({
      ok: false,
      stored,
      problem: "heading: Required. tone: Choose one of: paper, sand, white, brand.",
      problems: [
        { field: "heading", message: "Required." },
        { field: "tone", message: "Choose one of: paper, sand, white, brand." },
      ],
    });
    if (!read.ok) expect(read.stored).toBe(stored);
    expect(stored).toEqual(snapshot);
  });

  it("returns an upgrade that throws, or a missing one, as a problem", () => {
    const broken: SectionUpgrade = () => {
      throw new Error("items is not a list");
    };
    expect(
      readStoredSection({ kind: "faq", version: 1, data: {} }, registries([broken, multipleToAllowMultiple])),
    ).toMatchObject({
      ok: false,
      problem: "The faq section could not be upgraded from version 1 to 2: items is not a list",
    });
    expect(readStoredSection({ kind: "faq", version: 1, data: v1Data }, registries([replyToAnswer]))).toMatchObject({
      ok: false,
      problem: "The faq section has no upgrade from version 2 to 3.",
    });
  });

  it("returns data that is not a set of fields as a problem", () => {
    for (const data of [null, "faq", [], 3]) {
      expect(readStoredSection({ kind: "faq", version: 1, data }), JSON.stringify(data)).toMatchObject({
        ok: false,
        problem: "The faq section's data is not a set of fields.",
      });
    }
  });
});
