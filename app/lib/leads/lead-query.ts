/**
 * Where a lead came from: the query parameters of the page its form was on,
 * recorded with the lead, and the topic they name.
 */
import { cleanLine } from "../forms/text-rules";

/**
 * The query parameters a lead records: ?focus=, ?lead= (from links across the
 * site), ?industry= (chosen beside a call to action), ?assessment= (the
 * Automations Assessment's answers) and utm_*.
 */
export const LEAD_QUERY_KEYS = [
  "focus",
  "lead",
  "industry",
  "assessment",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export const LEAD_QUERY_MAX = 100;

/** The known lead parameters' readable names. */
export const LEAD_TOPICS: Record<string, string> = {
  operations: "Operations",
  "operations-plan": "Operations plan",
  "operations-assessment": "Operations assessment",
  "automations-assessment": "Automations assessment",
};

/** The recorded query parameters: known keys only, each value cleaned and at most 100 characters. */
export function readLeadQuery(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of LEAD_QUERY_KEYS) {
    const value = cleanLine(params.get(key) ?? "", LEAD_QUERY_MAX);
    if (value) query[key] = value;
  }
  return query;
}

/** "operations-plan" → "Operations plan"; an unknown value becomes readable words. */
export function topicLabel(value: string): string {
  const known = LEAD_TOPICS[value.toLowerCase()];
  if (known) return known;
  const words = cleanLine(value, LEAD_QUERY_MAX)
    .replace(/[-_+.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "";
}

/** What the visitor is asking about, from ?lead= (or else ?focus=); null when neither is given. */
export function leadTopic(query: Record<string, string>): string | null {
  const value = query.lead ?? query.focus;
  if (!value) return null;
  return topicLabel(value) || null;
}
