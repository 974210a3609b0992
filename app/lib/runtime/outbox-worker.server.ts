/**
 * The outbox's long-running worker: it delivers due emails as soon as one is
 * queued (woken by NOTIFY) and every poll interval besides, at most
 * `concurrency` sends at once and no faster than `ratePerSecond`. While it
 * runs it holds an advisory lock named by its instance id, so other instances
 * can tell its leases from those of an instance that died.
 */
import type { DatabaseHandle, HeldLock } from "~/db/client.server";
import { logger } from "./logger.server";
import type { Mailer } from "./mailer.server";
import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_CONCURRENCY,
  deliver,
  LIVE_WORKER_LOCKS,
  liveInstances,
  OUTBOX_CHANNEL,
  PROCESS_INSTANCE_ID,
  releaseStaleLeases,
} from "./outbox.server";
import { createRateLimiter } from "./send-rate-limiter.server";

export const DEFAULT_RATE_PER_SECOND = 100;

export type OutboxWorker = { stop(): Promise<void>; runNow(): Promise<void> };

export type OutboxWorkerOptions = {
  /** how often it looks for due messages besides when one is queued; 5 s by default */
  intervalMs?: number;
  /** messages sent at once; DEFAULT_CONCURRENCY by default */
  concurrency?: number;
  /** most sends started per second; DEFAULT_RATE_PER_SECOND by default, 0 for no limit */
  ratePerSecond?: number;
  /** messages claimed at once; by default four per concurrent send, at least 20, at most ten seconds' worth at the rate limit */
  batchSize?: number;
  /** the name its leases carry; this process's by default (tests run several "instances" in one process) */
  instanceId?: string;
  /** SEND_TIMEOUT_MS by default */
  sendTimeoutMs?: number;
};

function defaultBatchSize(concurrency: number, ratePerSecond: number): number {
  const size = Math.max(DEFAULT_BATCH_SIZE, concurrency * 4);
  // Well inside the part of a lease in which its sends may start (the first 24 s).
  return ratePerSecond > 0 ? Math.max(1, Math.min(size, Math.floor(ratePerSecond * 10))) : size;
}

/**
 * Delivers due messages at once when one is queued (and committed), and every
 * `intervalMs`. Before its first batch it takes its liveness lock and releases
 * the leases of instances that no longer run.
 */
export function startOutboxWorker(
  database: DatabaseHandle,
  mailer: Mailer,
  options: number | OutboxWorkerOptions = {},
): OutboxWorker {
  const settings = typeof options === "number" ? { intervalMs: options } : options;
  const { db } = database;
  const intervalMs = settings.intervalMs ?? 5_000;
  const concurrency = Math.max(1, settings.concurrency ?? DEFAULT_CONCURRENCY);
  const instanceId = settings.instanceId ?? PROCESS_INSTANCE_ID;
  const ratePerSecond = settings.ratePerSecond ?? DEFAULT_RATE_PER_SECOND;
  const stopping = new AbortController();
  liveInstances.set(instanceId, (liveInstances.get(instanceId) ?? 0) + 1);

  let lock: HeldLock | null = null;
  let recovered = false;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped: Promise<void> | null = null;

  /** Holds the liveness lock (again, if its connection dropped) before every claim, and recovers stale leases once. */
  const prepare = async () => {
    if (!lock?.held) {
      if (lock) {
        logger.warn({ instanceId }, "outbox worker lost its liveness lock; taking it again");
        await lock.release();
        lock = null;
      }
      lock = await database.holdLock(LIVE_WORKER_LOCKS, instanceId);
    }
    if (!recovered) {
      const released = await releaseStaleLeases(database, instanceId);
      recovered = true;
      if (released > 0) logger.info({ released }, "released the email leases of instances that no longer run");
    }
  };

  const delivery = {
    concurrency,
    batchSize: settings.batchSize ?? defaultBatchSize(concurrency, ratePerSecond),
    limiter: createRateLimiter(ratePerSecond),
    instanceId,
    sendTimeoutMs: settings.sendTimeoutMs,
    stop: stopping.signal,
    beforeClaim: prepare,
  };

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          // Batch after batch until nothing more is due; what it handed back is due again at once.
          const { handedBack } = await deliver(db, mailer, delivery, { continuous: true });
          if (handedBack > 0) again = true;
        } catch (error) {
          logger.error({ err: error }, "outbox worker failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const wake = () => void run();
  // New email wakes the worker at once. When the listening connection drops (or LISTEN fails), the worker polls
  // until it listens again, one poll interval later.
  let unlisten: () => Promise<void> = async () => {};
  let relisten: NodeJS.Timeout | undefined;
  const listenAgainLater = () => {
    if (!stopped) relisten = setTimeout(() => void (listening = listen()), intervalMs);
  };
  const listen = async () => {
    try {
      unlisten = await database.listen(OUTBOX_CHANNEL, wake, () => {
        logger.warn("outbox notifications lost with their connection; polling until they are back");
        unlisten = async () => {};
        listenAgainLater();
      });
      if (stopped) await unlisten();
    } catch (error) {
      logger.warn({ err: error }, "outbox notifications unavailable; polling until they are back");
      listenAgainLater();
    }
  };
  let listening = listen();
  const timer = setInterval(wake, intervalMs);
  timer.unref();
  wake();

  return {
    runNow: run,
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        clearInterval(timer);
        clearTimeout(relisten);
        await listening;
        await unlisten();
        await running;
        const count = (liveInstances.get(instanceId) ?? 1) - 1;
        if (count > 0) liveInstances.set(instanceId, count);
        else liveInstances.delete(instanceId);
        await lock?.release();
      })();
      return stopped;
    },
  };
}
