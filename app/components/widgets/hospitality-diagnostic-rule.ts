/**
 * The hospitality quick diagnostic's risk rule (spec section 9): three or more
 * high-severity issues is Critical, two High; otherwise two or more issues of
 * any severity is Medium, else Low. No issue ticked, no result.
 */
export type Severity = "high" | "medium" | "low";
export type RiskLevel = "Critical" | "High" | "Medium" | "Low";

export function diagnosticRisk(selected: readonly { severity: Severity }[]): RiskLevel | null {
  if (selected.length === 0) return null;
  const high = selected.filter((item) => item.severity === "high").length;
  if (high >= 3) return "Critical";
  if (high === 2) return "High";
  if (selected.length >= 2) return "Medium";
  return "Low";
}

/** The ticked issues named in a query string (`issue=margins&issue=inventory`), known ones only, each once. */
export function readSelectedIssues<T extends { id: string }>(params: URLSearchParams, items: readonly T[]): T[] {
  const chosen = new Set(params.getAll("issue"));
  return items.filter((item) => chosen.has(item.id));
}
