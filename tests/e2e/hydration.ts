import { expect, type Locator } from "@playwright/test";

/** Whether React built anything for this element (its fiber is stored on the node under a "__reactFiber" key). */
export const hydratedByReact = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));

/**
 * Resolves once React has hydrated `element`, so a press on it from then on reaches its handler. For controls whose
 * press is not idempotent (a rail's scroll button), where pressing until something answers could press twice.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect.poll(() => hydratedByReact(element), { message: "React hydrates the element" }).toBe(true);
}
