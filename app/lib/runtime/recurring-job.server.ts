/**
 * A piece of work run at once (or `firstAfterMs` after start) and then every `intervalMs` in this process:
 * a run still going when the next is due is not doubled, a failed run is
 * logged and tried again at the next, and the timer does not keep the process
 * alive. `stop()` waits for a run under way.
 */
import { logger } from "./logger.server";

export type RecurringJob = {
  /** Runs now (after something made work for it), unless a run is under way. */
  runNow(): void;
  /** Stops the runs, waiting for one under way to finish. */
  stop(): Promise<void>;
};

export function runEvery(
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
  { firstAfterMs = 0 } = {},
): RecurringJob {
  let stopped = false;
  let running: Promise<void> | null = null;

  const tick = () => {
    if (stopped || running) return;
    running = work()
      .then(() => undefined)
      .catch((error: unknown) => {
        logger.error({ err: error, job: name }, "a scheduled job failed; trying again at its next run");
      })
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = setTimeout(tick, firstAfterMs);
  first.unref();
  return {
    runNow: tick,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
