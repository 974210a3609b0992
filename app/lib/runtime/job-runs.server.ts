/**
 * Jobs that must run once across instances (DESIGN: scheduled publishing,
 * the morning digest, newsletter sending, retention): each run takes a
 * transaction-level advisory lock, so only one instance does the work at a
 * time, and a run that did something is recorded in job_runs with where it
 * ran. Locks are single bigint keys beside the migrations' 727274, the seed's
 * 727275 and the digest's 727276.
 */
import { sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { jobRuns } from "~/db/schema";
import { PROCESS_INSTANCE_ID } from "./outbox.server";

/** Takes the job's lock for the rest of the transaction, or answers false when another instance holds it. */
export async function tryJobLock(tx: Queryable, key: number): Promise<boolean> {
  const [{ locked }] = await tx
    .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${key})` })
    .from(sql`(values (1)) as one`);
  return locked;
}

/** Records a run of `job` that did something, in its transaction. */
export async function recordJobRun(
  tx: Queryable,
  job: string,
  startedAt: Date,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(jobRuns).values({ job, instance: PROCESS_INSTANCE_ID, startedAt, finishedAt: new Date(), details });
}
