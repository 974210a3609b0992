/**
 * Facts in a page's words (ADR 061): a section's text names a fact by a token, `{{phone}}`, and the public read of
 * the pages puts the fact in its place, so the renderer never sees a token. A token the site does not know, or a
 * fact left empty, is left out of the public page (never shown in braces) and keeps the page from being published.
 * Pure.
 */
import type { SiteFacts } from "./types";

/** Every token a section may use, with what it shows. */
export const FACT_TOKENS = {
  email: { label: "the email address", value: (facts: SiteFacts) => facts.email },
  phone: { label: "the phone number", value: (facts: SiteFacts) => facts.phone?.display ?? "" },
  whatsapp: { label: "the WhatsApp number", value: (facts: SiteFacts) => facts.whatsapp?.display ?? "" },
  address: { label: "the address", value: (facts: SiteFacts) => facts.address },
  hours: { label: "the office hours", value: (facts: SiteFacts) => facts.hours },
  feeRange: { label: "the fee range", value: (facts: SiteFacts) => facts.feeRange },
  spotsLeft: {
    label: "the spots left",
    value: (facts: SiteFacts) => (facts.spotsLeft === null ? "" : String(facts.spotsLeft)),
  },
} as const satisfies Record<string, { label: string; value: (facts: SiteFacts) => string }>;

export type FactToken = keyof typeof FACT_TOKENS;

/** `{{name}}`, spaces inside the braces allowed; with the one space before it, taken away with it when it shows nothing. */
const TOKEN = /( ?)\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

const isFactToken = (name: string): name is FactToken => Object.hasOwn(FACT_TOKENS, name);

/** The token's text: the fact, or "" when the token is unknown or its fact empty. */
function tokenValue(name: string, facts: SiteFacts): string {
  return isFactToken(name) ? FACT_TOKENS[name].value(facts).trim() : "";
}

/** `text` with every token replaced by its fact; an unknown or empty one left out with the space before it. */
export function replaceFactTokens(text: string, facts: SiteFacts): string {
  if (!text.includes("{{")) return text;
  return text.replace(TOKEN, (_match, space: string, name: string) => {
    const value = tokenValue(name, facts);
    return value === "" ? "" : `${space}${value}`;
  });
}

/** A copy of `value` (a page, a section) with the tokens of all its text replaced; the same object when it has none. */
export function withFactsIn<T>(value: T, facts: SiteFacts): T {
  if (typeof value === "string") return replaceFactTokens(value, facts) as T;
  if (Array.isArray(value)) {
    const items = value.map((item) => withFactsIn(item, facts));
    return items.some((item, index) => item !== value[index]) ? (items as T) : value;
  }
  if (typeof value === "object" && value !== null) {
    let changed = false;
    const entries = Object.entries(value).map(([key, child]) => {
      const replaced = withFactsIn(child, facts);
      if (replaced !== child) changed = true;
      return [key, replaced] as const;
    });
    return changed ? (Object.fromEntries(entries) as T) : value;
  }
  return value;
}

export type TokenProblem = { sectionId?: string; field?: string; message: string };

const tokenList = Object.keys(FACT_TOKENS)
  .map((name) => `{{${name}}}`)
  .join(", ");

/** The tokens in `text` the page could not show: unknown ones, and those whose fact is empty. */
function problemsIn(text: string, facts: SiteFacts): string[] {
  const messages: string[] = [];
  for (const [, , name] of text.matchAll(TOKEN)) {
    if (!isFactToken(name)) {
      messages.push(`"{{${name}}}" is not a site fact. Use one of ${tokenList}.`);
    } else if (tokenValue(name, facts) === "") {
      messages.push(
        `"{{${name}}}" shows ${FACT_TOKENS[name].label}, which is not set: set it in Site facts, or take the token out.`,
      );
    }
  }
  return messages;
}

/** Every token of a page (its fields and sections) that readers would not see, named by section id and field. */
export function factTokenProblems(
  page: { sections?: readonly unknown[] } & Record<string, unknown>,
  facts: SiteFacts,
): TokenProblem[] {
  const problems: TokenProblem[] = [];
  const walk = (value: unknown, path: string[], at: { sectionId?: string }) => {
    if (typeof value === "string") {
      for (const message of problemsIn(value, facts)) problems.push({ ...at, field: path.join("."), message });
    } else if (typeof value === "object" && value !== null) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key], at);
    }
  };
  const { sections, ...fields } = page;
  walk(fields, [], {});
  for (const section of sections ?? []) {
    const id = typeof section === "object" && section !== null ? (section as { id?: unknown }).id : undefined;
    walk(section, [], typeof id === "string" ? { sectionId: id } : {});
  }
  return problems;
}
