/**
 * Removes orphaned images: those no post uses (as its featured image, in its
 * body, or in its pending changes), no page uses (a page's preview picture, a
 * section's image) and no revision keeps, once they are older
 * than a grace period (an upload whose form was refused, an image replaced or
 * left by a deleted post). Every instance checks each hour; one does the work.
 *
 * One transaction does a run: it takes a transaction-level advisory lock
 * (IMAGE_CLEANUP_LOCK_KEY; an instance that cannot take it at once leaves the
 * run to the one holding it), skips the run when another instance ran within
 * the last MIN_GAP, deletes the orphans' rows (their variants go with them),
 * deletes their objects from S3-compatible storage, and records the run in
 * job_runs. A failure rolls the rows back and the next run tries again
 * (deleting an object that is already gone is not an error).
 */
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  blogPostRevisions,
  blogPosts,
  images,
  imageVariants,
  jobRuns,
  sitePageRevisions,
  sitePages,
} from "~/db/schema";
import { env, type ImageStorageConfig } from "../runtime/env.server";
import { logger } from "../runtime/logger.server";
import { PROCESS_INSTANCE_ID } from "../runtime/outbox.server";
import { tryJobLock } from "../runtime/job-runs.server";
import { runEvery, type RecurringJob } from "../runtime/recurring-job.server";
import { deleteObjects, objectKey, objectStoreFor } from "./images.server";
import type { VariantFormat, VariantName } from "./image-variants";

/** The advisory lock (one bigint key) of a cleanup run: beside the lead digest's 727276. */
export const IMAGE_CLEANUP_LOCK_KEY = 727_278;
/** The job's name in job_runs. */
export const IMAGE_CLEANUP_JOB = "image-cleanup";
/** How old an unused image must be before it goes: a form being written may hold an upload not yet saved. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;
/** A run that began less than this long ago (on any instance) makes another unnecessary. */
const MIN_GAP_MS = 50 * 60 * 1000;
/** The most images one run deletes: the rest wait for the next. */
const BATCH = 500;

export type CleanupOutcome =
  | { ran: false; reason: "locked" | "recent" }
  | { ran: true; deleted: number; objectsDeleted: number };

export type CleanupOptions = {
  now?: Date;
  graceMs?: number;
  /** where s3 images' objects are (the configured storage by default) */
  storage?: ImageStorageConfig;
  /** run even when another run began within MIN_GAP (tests, one-off runs) */
  force?: boolean;
};

/** Images referenced by nothing, older than the grace period, oldest first. */
const isOrphan = sql`not exists (
    select 1 from ${blogPosts} p
    where p.featured_image_id = ${images.id}
      or strpos(coalesce(p.featured_image_url, ''), ${images.id}::text) > 0
      or strpos(p.content, ${images.id}::text) > 0
      or strpos(coalesce(p.pending_changes::text, ''), ${images.id}::text) > 0
  ) and not exists (
    select 1 from ${blogPostRevisions} r where strpos(r.fields::text, ${images.id}::text) > 0
  ) and not exists (
    select 1 from ${sitePages} sp
    where strpos(sp.content::text, ${images.id}::text) > 0
      or strpos(coalesce(sp.pending_changes::text, ''), ${images.id}::text) > 0
  ) and not exists (
    select 1 from ${sitePageRevisions} spr where strpos(spr.fields::text, ${images.id}::text) > 0
  )`;

/** Deletes the orphaned images, if this instance takes the lock and no instance ran lately. */
export async function removeOrphanedImages({
  now = new Date(),
  graceMs = ORPHAN_GRACE_MS,
  storage = env().imageStorage,
  force = false,
}: CleanupOptions = {}): Promise<CleanupOutcome> {
  return db().transaction(async (tx): Promise<CleanupOutcome> => {
    if (!(await tryJobLock(tx, IMAGE_CLEANUP_LOCK_KEY))) return { ran: false, reason: "locked" };
    if (!force) {
      const [last] = await tx
        .select({ startedAt: jobRuns.startedAt })
        .from(jobRuns)
        .where(eq(jobRuns.job, IMAGE_CLEANUP_JOB))
        .orderBy(desc(jobRuns.startedAt))
        .limit(1);
      if (last && now.getTime() - new Date(last.startedAt).getTime() < MIN_GAP_MS)
        return { ran: false, reason: "recent" };
    }

    const started = new Date();
    const orphans = await tx
      .select({ id: images.id, storage: images.storage })
      .from(images)
      .where(and(lt(images.createdAt, new Date(now.getTime() - graceMs)), isOrphan))
      .orderBy(images.createdAt)
      .limit(BATCH)
      .for("update", { of: images, skipLocked: true });

    let objectsDeleted = 0;
    if (orphans.length > 0) {
      const ids = orphans.map((orphan) => orphan.id);
      const inObjectStorage = orphans.filter((orphan) => orphan.storage === "s3").map((orphan) => orphan.id);
      const keys =
        inObjectStorage.length === 0
          ? []
          : (
              await tx
                .select({ imageId: imageVariants.imageId, name: imageVariants.name, format: imageVariants.format })
                .from(imageVariants)
                .where(inArray(imageVariants.imageId, inObjectStorage))
            ).map((variant) =>
              objectKey(variant.imageId, variant.name as VariantName, variant.format as VariantFormat),
            );
      await tx.delete(images).where(inArray(images.id, ids));
      if (keys.length > 0) {
        const objects = objectStoreFor(storage);
        if (!objects)
          throw new Error(
            "Images kept in S3-compatible storage are orphaned, and IMAGE_STORAGE is not s3: their objects cannot be deleted.",
          );
        await deleteObjects(objects, keys);
        objectsDeleted = keys.length;
      }
    }
    await tx.insert(jobRuns).values({
      job: IMAGE_CLEANUP_JOB,
      instance: PROCESS_INSTANCE_ID,
      startedAt: started,
      finishedAt: new Date(),
      details: { deleted: orphans.length, objectsDeleted, graceHours: graceMs / 3_600_000 },
    });
    return { ran: true, deleted: orphans.length, objectsDeleted };
  });
}

export type ImageCleanupSchedule = RecurringJob;

/** Runs removeOrphanedImages a minute after start, then every `intervalMs` (an hour). */
export function startImageCleanupSchedule({
  intervalMs = CLEANUP_EVERY_MS,
  firstAfterMs = 60_000,
} = {}): ImageCleanupSchedule {
  return runEvery(
    IMAGE_CLEANUP_JOB,
    intervalMs,
    async () => {
      const outcome = await removeOrphanedImages();
      if (outcome.ran && outcome.deleted > 0)
        logger.info({ deleted: outcome.deleted, objectsDeleted: outcome.objectsDeleted }, "removed orphaned images");
    },
    { firstAfterMs },
  );
}
