/**
 * Zod's findings in words for a marketing editor: each names the field by its path in the section
 * ("cards.2.title") and says what to do ("Required.", "Unknown field.", "Choose 2, 3 or 4.").
 */
import type * as z from "zod";

/** A problem with one field; `field` is its path, e.g. "cards.2.title" (none for the whole value). */
export type FieldProblem = { field?: string; message: string };

const EXPECTED: Record<string, string> = {
  string: "Should be text.",
  number: "Should be a number.",
  int: "Should be a whole number.",
  boolean: "Should be yes or no.",
  array: "Should be a list.",
  object: "Should be a group of fields.",
};

/**
 * The messages a field builder does not set itself. Passed to every parse (`{ error: editorMessages }`);
 * a builder's own message wins.
 */
export const editorMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "Required." : (EXPECTED[issue.expected] ?? `Should be ${issue.expected}.`);
    case "too_small":
      return issue.origin === "array" ? `Add at least ${issue.minimum}.` : `At least ${issue.minimum}.`;
    case "too_big":
      return issue.origin === "array" ? `At most ${issue.maximum} items.` : `At most ${issue.maximum}.`;
    case "invalid_value":
      return `Choose one of: ${issue.values.map(String).join(", ")}.`;
    case "unrecognized_keys":
      return "Unknown field.";
    case "invalid_union":
      return issue.note === "No matching discriminator" ? "Not a kind this site knows." : undefined;
    default:
      return undefined;
  }
};

/** One problem per field: an unknown field is named by its own path, so the editor can point at it. */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.flatMap((issue) => {
    const paths = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    return paths.map((path) =>
      path.length > 0 ? { field: path.map(String).join("."), message: issue.message } : { message: issue.message },
    );
  });
}

/** Parses with the editor's messages: the value as the schema gives it, or its problems. */
export function check<T>(
  schema: z.ZodType<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; problems: FieldProblem[] } {
  const result = schema.safeParse(value, { error: editorMessages });
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: fieldProblems(result.error) };
}

/** Problems as one text: "cards.2.title: Required. tone: Choose one of: paper, sand, white, brand." */
export function problemText(problems: FieldProblem[]): string {
  return problems
    .map((problem) => (problem.field ? `${problem.field}: ${problem.message}` : problem.message))
    .join(" ");
}
