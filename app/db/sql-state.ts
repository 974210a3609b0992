/** Whether a database error, or any error it was caused by, carries the SQLSTATE `code` (drizzle wraps the driver's). */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** unique_violation */
export const UNIQUE_VIOLATION = "23505";
/** exclusion_violation: an exclusion constraint (a booking overlapping another of its host) refused a row */
export const EXCLUSION_VIOLATION = "23P01";
