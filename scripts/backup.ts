/**
 * npm run backup -- --out FILE
 * Writes a backup of the whole database, uploaded images included, to FILE while the site goes on serving
 * (ADR 036). On PostgreSQL it connects itself. With the embedded database it opens DATA_DIR's folder when no process
 * holds it, and otherwise has the running site (on PORT, over loopback) write it. Never to stdout: FILE is required.
 */
import path from "node:path";
import type { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { DatabaseLockedError, openDatabase } from "~/db/client.server";
import { isInitialised } from "~/db/pglite.server";
import { writeBackupFile } from "~/lib/backup/backup-file.server";
import { writeBackup } from "~/lib/backup/dump.server";
import { downloadBackup } from "~/lib/backup/over-loopback.server";
import { uploadsDir } from "~/lib/insights/uploads.server";
import { ConfigError, readEnvironment, type Env } from "~/lib/runtime/env.server";
import { logger } from "~/lib/runtime/logger.server";
import { databaseOptionsFor } from "~/lib/runtime/process-services.server";

const { values } = parseArgs({ options: { out: { type: "string" } } });

/** Writes the backup into `output`; returns where it came from. */
async function backUp(env: Env, output: Writable): Promise<string> {
  if (!env.databaseUrl && !isInitialised(path.join(env.dataDir, "pglite"))) {
    throw new Error(
      `There is no embedded database in ${env.dataDir}: set DATA_DIR to the site's (or DATABASE_URL for PostgreSQL).`,
    );
  }
  let database;
  try {
    database = await openDatabase(databaseOptionsFor(env));
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    await downloadBackup(env.port, env.authSecret, output);
    return `the running site (port ${env.port}, process ${error.pid})`;
  }
  try {
    await writeBackup(database, output, { uploadsDir: uploadsDir(), authSecret: env.authSecret });
  } finally {
    await database.close();
  }
  return database.kind === "postgres" ? "PostgreSQL" : `the embedded database in ${env.dataDir}`;
}

async function main() {
  if (!values.out || values.out === "-") {
    console.error("Usage: npm run backup -- --out FILE   (such as backups/kestrel-2026-01-31.jsonl.gz)");
    process.exit(2);
  }
  const env = readEnvironment();
  // What it did is printed below; the log's lines are for the site.
  logger.level = "warn";
  const file = path.resolve(values.out);
  const started = performance.now();
  const written = await writeBackupFile(file, (output) => backUp(env, output));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = (written.bytes / 1_000_000).toFixed(1);
  console.log(
    `Backed up ${written.header.tables.length} tables (${written.rows} rows) and ${written.files} uploaded files from ${written.result}\n` +
      `to ${file}: ${megabytes} MB in ${seconds} s, read back whole.\n` +
      `It holds personal data and password hashes: keep it as safe as the database, with the site's AUTH_SECRET.`,
  );
  if (env.imageStorage.kind === "s3") {
    console.log(
      `Images kept in S3 storage (bucket ${env.imageStorage.bucket}) are not in this file: back the bucket up as well.`,
    );
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
