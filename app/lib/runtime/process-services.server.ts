/**
 * The process's long-lived services: database, accounts, mailer, outbox
 * worker, and the jobs that run where it runs: the morning lead digest, scheduled publishing, the reading of hosts'
 * own calendars, the newsletter's sending, the hourly removal of orphaned images and the daily retention run.
 * Opened once at start-up (migrations and seeds first: sample insights, and the site's pages), closed on shutdown.
 * Kept on globalThis so the development server's module reloads reuse them instead of opening the database twice.
 */
import { openDatabase, setCurrentDatabase, type DatabaseHandle, type DatabaseOptions } from "~/db/client.server";
import { seedIfEmpty } from "~/db/seed";
import { vacuumEmbeddedDatabase } from "~/db/embedded-vacuum.server";
import { seedSitePages } from "../site-pages/seed-pages.server";
import { seedSiteSettings } from "../site-settings/site-settings.server";
import { seedLegacyRedirects } from "../site-pages/redirects.server";
import { seedCallTypes } from "../booking/call-types.server";
import { createAuth, type Auth } from "../accounts/auth.server";
import { writePostViewsEvery } from "../insights/post-views.server";
import { startLeadDigestSchedule, type LeadDigestSchedule } from "../leads/lead-digest.server";
import { startScheduledPublishing } from "../insights/scheduled-publishing.server";
import { startHostCalendarRefresh } from "../booking/host-calendars.server";
import type { RecurringJob } from "./recurring-job.server";
import {
  startNewsletterSendingSchedule,
  type NewsletterSendingSchedule,
} from "../newsletter/newsletter-sending.server";
import { startImageCleanupSchedule, type ImageCleanupSchedule } from "../images/image-cleanup.server";
import { startRetentionSchedule } from "../privacy/retention.server";
import { followContentChanges } from "../page-cache/content-changes.server";
import type { Env } from "./env.server";
import { logger } from "./logger.server";
import { createMailer, type Mailer } from "./mailer.server";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker.server";
import { exitWhenPoolWedged } from "./pool-watch.server";

export type Services = {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  outbox: OutboxWorker | null;
  /** the morning digest of leads to reply to, checked each minute; runs where the outbox worker runs */
  leadDigest: LeadDigestSchedule | null;
  /** scheduled posts published when their time comes (on one instance at a time); runs where the outbox worker runs */
  scheduledPublishing: RecurringJob | null;
  /** hosts' own calendars read for their busy times every 5 minutes (ADR 067); runs where the outbox worker runs */
  hostCalendars: RecurringJob | null;
  /** queues the newsletter's copies of the issues being sent, a batch every 10 s; runs where the outbox worker runs */
  newsletterSending: NewsletterSendingSchedule | null;
  /** the hourly removal of images nothing uses (one instance does each run); runs where the outbox worker runs */
  imageCleanup: ImageCleanupSchedule | null;
  /** the daily deletion of what the privacy policy no longer keeps (one instance a day); runs where the outbox worker runs */
  retention: RecurringJob | null;
  /** Stops following other instances' content changes (ADR 024). */
  stopFollowingChanges: () => Promise<void>;
  /** Stops writing post views, writing what is left. */
  stopWritingViews: () => Promise<void>;
  /** Stops vacuuming the embedded database (PGlite has no autovacuum). */
  stopVacuuming: () => Promise<void>;
  /** Stops watching the database pool (the process exits when it stays wedged: ADR 041). */
  stopWatchingPool: () => void;
};

const registry = globalThis as typeof globalThis & { __services?: Services };

export function databaseOptionsFor(env: Pick<Env, "databaseUrl" | "dataDir">): DatabaseOptions {
  return env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir };
}

/** Opens the database, applies pending migrations, seeds an empty one and starts the outbox worker (and, with it, the lead digest's schedule and the newsletter's sending). */
export async function startServices(
  env: Env,
  options: { database?: DatabaseOptions; outboxIntervalMs?: number; runOutbox?: boolean; seed?: boolean } = {},
): Promise<Services> {
  if (registry.__services) return registry.__services;
  logger.level = env.logLevel;
  const database = await openDatabase(options.database ?? databaseOptionsFor(env));
  try {
    await database.migrate();
    if (options.seed !== false && (await seedIfEmpty(database.db))) {
      logger.info("seeded an empty database with categories and sample insights");
    }
    // Before the pages: their calls to action link to the call types' booking pages.
    const seededCallTypes = await seedCallTypes(database.db);
    if (seededCallTypes > 0) logger.info({ callTypes: seededCallTypes }, `seeded ${seededCallTypes} call types`);
    // The site's pages are its content, not a sample: a database without them is seeded whatever `seed` says.
    const seededPages = await seedSitePages(database.db);
    if (seededPages > 0) logger.info({ pages: seededPages }, `seeded ${seededPages} pages from the page modules`);
    const seededSettings = await seedSiteSettings(database.db);
    if (seededSettings > 0) logger.info({ settings: seededSettings }, "seeded the site's menus and facts");
    const seededRedirects = await seedLegacyRedirects(database.db);
    if (seededRedirects > 0) logger.info({ redirects: seededRedirects }, `seeded ${seededRedirects} legacy redirects`);
  } catch (error) {
    await database.close();
    throw error;
  }
  setCurrentDatabase(database);
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
    dataDir: env.dataDir,
    maxConnections: env.outboxConcurrency,
  });
  const stopFollowingChanges = await followContentChanges(database);
  const services: Services = {
    env,
    database,
    stopFollowingChanges,
    stopWritingViews: writePostViewsEvery(),
    stopVacuuming: vacuumEmbeddedDatabase(database),
    stopWatchingPool: exitWhenPoolWedged(database),
    auth: createAuth(database.db, env),
    mailer,
    outbox:
      options.runOutbox === false
        ? null
        : startOutboxWorker(database, mailer, {
            intervalMs: options.outboxIntervalMs ?? 5_000,
            concurrency: env.outboxConcurrency,
            ratePerSecond: env.outboxRatePerSecond,
          }),
    // After setCurrentDatabase: its first check, at once, reads the database through db().
    leadDigest: options.runOutbox === false ? null : startLeadDigestSchedule(),
    scheduledPublishing: options.runOutbox === false ? null : startScheduledPublishing(),
    hostCalendars: options.runOutbox === false ? null : startHostCalendarRefresh(),
    newsletterSending: options.runOutbox === false ? null : startNewsletterSendingSchedule(),
    imageCleanup: options.runOutbox === false ? null : startImageCleanupSchedule(),
    retention: options.runOutbox === false ? null : startRetentionSchedule(),
  };
  registry.__services = services;
  return services;
}

export function services(): Services {
  const current = registry.__services;
  if (!current) throw new Error("Services have not been started.");
  return current;
}

export function auth(): Auth {
  return services().auth;
}

/** Stops the worker (letting a delivery in progress finish) and closes the database. */
export async function stopServices(): Promise<void> {
  const current = registry.__services;
  if (!current) return;
  registry.__services = undefined;
  current.stopWatchingPool();
  await current.leadDigest?.stop();
  await current.scheduledPublishing?.stop();
  await current.hostCalendars?.stop();
  await current.newsletterSending?.stop();
  await current.imageCleanup?.stop();
  await current.retention?.stop();
  await current.outbox?.stop();
  await current.stopFollowingChanges();
  await current.stopWritingViews();
  await current.stopVacuuming();
  current.mailer.close();
  setCurrentDatabase(undefined);
  await current.database.close();
}
