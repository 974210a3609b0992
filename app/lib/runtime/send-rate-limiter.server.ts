/**
 * The pace of the outbox's sends: a limiter that spaces the starts of sends
 * evenly, so a worker starts no more than a set number a second.
 */
export type RateLimiter = {
  /** Resolves when the next send may start. */
  take(): Promise<void>;
};

/**
 * Spaces the starts of sends 1/perSecond apart on a steady schedule. A start
 * that comes late (a busy event loop) lets the next one make up at most half
 * an interval, and an idle spell saves up nothing: n sends take at least
 * (n - 1.5)/perSecond seconds, and no second ever holds more than
 * perSecond + 1 starts. 0 sets no limit.
 */
export function createRateLimiter(perSecond: number): RateLimiter {
  const interval = perSecond > 0 ? 1_000 / perSecond : 0;
  /** when the next send may start */
  let next = -Infinity;
  let turns: Promise<void> = Promise.resolve();
  return {
    take() {
      if (!interval) return Promise.resolve();
      // One taker at a time, in the order they asked.
      const turn = turns.then(async () => {
        next = Math.max(next, performance.now() - interval / 2);
        for (let wait = next - performance.now(); wait > 0; wait = next - performance.now()) {
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
        next += interval;
      });
      turns = turn;
      return turn;
    },
  };
}
