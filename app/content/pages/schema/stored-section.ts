/**
 * A section as the database keeps it: its kind, the version of its kind's shape it was saved in, and its data
 * (the section's fields but `kind`). Read back, it is brought up to the current version one step at a time and
 * checked by the current schema (ADR 056). Reading never throws and never loses what was stored: a section that
 * cannot be read comes back as stored, with its problem, for the caller to log and the editor to show.
 *
 * Links to the site's pages are stored as references to them (ADR 063, page-references.ts): stored with a lookup of
 * the pages, each becomes a reference; read, each shows its page's current path when the lookup knows it.
 */
import type { Section, SectionKind } from "../types";
import { referenceHrefs, resolveHrefs, type PageLookup } from "./page-references";
import { check, problemText, type FieldProblem } from "./problems";
import {
  SECTION_SCHEMAS,
  SECTION_UPGRADES,
  isSectionKind,
  schemaOf,
  type SectionSchemas,
  type SectionUpgrades,
} from "./registry";

export type StoredSection = { kind: string; version: number; data: unknown };

export type StoredSectionRead =
  | { ok: true; section: Section }
  | { ok: false; stored: StoredSection; problem: string; problems: FieldProblem[] };

/** The registries a read uses: the real ones unless a test gives others. */
export type SectionRegistries = { schemas?: SectionSchemas; upgrades?: SectionUpgrades };

/** The registries, and the stored pages its links are looked up in (none: links are stored and read as written). */
export type SectionOptions = SectionRegistries & { pages?: PageLookup };

/**
 * A section in its stored form, at its kind's current version; given the pages, each link to one is a reference to
 * it.
 */
export function storeSection(
  section: Section,
  { schemas = SECTION_SCHEMAS, pages }: SectionOptions = {},
): StoredSection {
  const { kind, ...data } = section;
  return { kind, version: schemas[kind].version, data: pages ? referenceHrefs(data, pages) : data };
}

/**
 * A stored section (a draft's: it may be incomplete) as it is saved: brought up to its kind's current version when
 * its upgrades allow, each link to a page a reference to it. One that cannot be upgraded is saved as it came.
 */
export function referenceStoredSection(
  stored: StoredSection,
  { schemas = SECTION_SCHEMAS, upgrades = SECTION_UPGRADES, pages = {} }: SectionOptions = {},
): StoredSection {
  const { kind, version } = stored;
  if (!isSectionKind(kind, schemas) || !Number.isInteger(version) || version < 1) return stored;
  const current = schemas[kind].version;
  if (version > current) return stored;
  let data = stored.data;
  try {
    for (let from = version; from < current; from += 1) {
      const step = upgrades[kind][from - 1];
      if (!step) return stored;
      data = step(data);
    }
  } catch {
    return stored;
  }
  return { kind, version: current, data: referenceHrefs(data, pages) };
}

/** A stored section upgraded to its kind's current version and checked by its schema, or why it cannot be read. */
export function readStoredSection(
  stored: StoredSection,
  { schemas = SECTION_SCHEMAS, upgrades = SECTION_UPGRADES, pages }: SectionOptions = {},
): StoredSectionRead {
  const fail = (problem: string, problems: FieldProblem[] = [{ message: problem }]): StoredSectionRead => ({
    ok: false,
    stored,
    problem,
    problems,
  });
  const { kind, version } = stored;
  if (!isSectionKind(kind, schemas)) return fail(`"${String(kind)}" is not a kind of section this site knows.`);
  const known: SectionKind = kind;
  const current = schemas[known].version;
  if (!Number.isInteger(version) || version < 1) {
    return fail(`The ${kind} section's version "${String(version)}" is not a version number.`);
  }
  if (version > current) {
    return fail(
      `This ${kind} section was saved as version ${version}; this site knows ${kind} up to version ${current}.`,
    );
  }

  let data = stored.data;
  for (let from = version; from < current; from += 1) {
    const step = upgrades[known][from - 1];
    if (!step) return fail(`The ${kind} section has no upgrade from version ${from} to ${from + 1}.`);
    try {
      data = step(data);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return fail(`The ${kind} section could not be upgraded from version ${from} to ${from + 1}: ${reason}`);
    }
  }

  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return fail(`The ${kind} section's data is not a set of fields.`);
  }
  const resolved = resolveHrefs(data, pages) as object;
  const result = check(schemaOf(known, schemas), { ...resolved, kind });
  return result.ok ? { ok: true, section: result.value } : fail(problemText(result.problems), result.problems);
}
