import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A route's shouldRevalidate where posting a form changes nothing the page loads (each form's answer brings its
 * own next key): after a POST the page's data is kept; anything else revalidates as React Router would.
 */
export function keepPageDataAfterPost({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
}
