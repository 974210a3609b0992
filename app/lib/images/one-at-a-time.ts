/**
 * A queue that runs one piece of work at a time, in the order it was asked
 * for: image processing takes one image's decoded pixels in memory (up to
 * 160 MB) and both cores while it encodes, so three uploads at once would
 * hold three times the memory and finish no sooner. A second upload waits its
 * turn; it is not refused. The queue lives in the process: each instance
 * processes one image at a time (ADR 043).
 */

export type OneAtATime = {
  /** Runs `work` once everything asked for before it has settled; its result, or its error. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** work running now: 0 or 1 */
  readonly running: number;
  /** work waiting its turn */
  readonly waiting: number;
};

export function oneAtATime(): OneAtATime {
  let tail: Promise<unknown> = Promise.resolve();
  let running = 0;
  let waiting = 0;
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      waiting++;
      const turn = tail.then(async () => {
        waiting--;
        running++;
        try {
          return await work();
        } finally {
          running--;
        }
      });
      // The next in line waits for this one to settle, whether it succeeded or failed.
      tail = turn.catch(() => undefined);
      return turn;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting;
    },
  };
}
