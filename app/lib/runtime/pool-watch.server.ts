/**
 * A wedged database pool cannot hide (ADR 041). When every connection of the
 * pool is checked out and none is handed out for a while, no request can
 * reach the database: /healthz says so, and after longer the process exits,
 * so that whatever runs it (compose's restart policy, systemd) starts it
 * afresh. The process staying up while serving nothing is the one outcome
 * no restart policy notices.
 */
import type { DatabaseHandle } from "~/db/client.server";
import { logger } from "./logger.server";

/**
 * /healthz answers 503 once the pool has been stalled this long: twice the pool's 5 s wait for a connection, so every
 * request that asked for one in that time has already failed. A busy pool hands a connection out every few
 * milliseconds, so a pool stalled this long is stuck, not merely busy.
 */
export const UNHEALTHY_AFTER_MS = 10_000;

/**
 * The process exits once the pool has been stalled this long: long enough for a proxy or an operator to see the
 * failing health check first, and for a burst of slow queries to finish; short enough that the site is back within
 * a minute or two of the restart.
 */
export const EXIT_AFTER_MS = 60_000;

/** Why the pool cannot serve ("no connection free for 12 s"), or null when it can. */
export function poolTrouble(
  database: Pick<DatabaseHandle, "stalledMs">,
  unhealthyAfterMs = UNHEALTHY_AFTER_MS,
): string | null {
  const stalled = database.stalledMs();
  return stalled >= unhealthyAfterMs ? `no connection free for ${Math.floor(stalled / 1000)} s` : null;
}

export type PoolWatchOptions = {
  exitAfterMs?: number;
  checkEveryMs?: number;
  /** how the process ends; a test passes its own */
  exit?: (code: number) => void;
};

/** Checks the pool every second and ends the process once it has been stalled for `exitAfterMs`. Returns a stop. */
export function exitWhenPoolWedged(
  database: Pick<DatabaseHandle, "stalledMs">,
  options: PoolWatchOptions = {},
): () => void {
  const { exitAfterMs = EXIT_AFTER_MS, checkEveryMs = 1_000, exit = (code: number) => process.exit(code) } = options;
  const timer = setInterval(() => {
    const stalled = database.stalledMs();
    if (stalled < exitAfterMs) return;
    clearInterval(timer);
    logger.fatal(
      { stalledSeconds: Math.floor(stalled / 1000) },
      `no database connection free for ${Math.floor(stalled / 1000)} s: the pool is wedged; exiting so that the instance is restarted`,
    );
    exit(1);
  }, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
