/**
 * A section as the database keeps it: its kind, the version of its kind's shape it was saved in, and its data
 * (the section's fields but `kind`). Read back, it is brought up to the current version one step at a time and
 * checked by the current schema (ADR 056). Reading never throws and never loses what was stored: a section that
 * cannot be read comes back as stored, with its problem, for the caller to log and the editor to show.
 */
import type { Section, SectionKind } from "../types";
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

/** A section in its stored form, at its kind's current version. */
export function storeSection(section: Section, { schemas = SECTION_SCHEMAS }: SectionRegistries = {}): StoredSection {
  const { kind, ...data } = section;
  return { kind, version: schemas[kind].version, data };
}

/** A stored section upgraded to its kind's current version and checked by its schema, or why it cannot be read. */
export function readStoredSection(
  stored: StoredSection,
  { schemas = SECTION_SCHEMAS, upgrades = SECTION_UPGRADES }: SectionRegistries = {},
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
  const result = check(schemaOf(known, schemas), { ...data, kind });
  return result.ok ? { ok: true, section: result.value } : fail(problemText(result.problems), result.problems);
}
