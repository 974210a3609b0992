/**
 * npm run restore -- FILE          loads a backup into the configured database, which must be new or empty
 * npm run restore -- --check FILE  reads a backup whole and checks it (it decompresses, its header, every count),
 *                                  writing nothing
 * See ADR 036. The embedded database must not be in use: restore into a new DATA_DIR, then start the site on it.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DatabaseLockedError, openDatabase } from "~/db/client.server";
import { checkBackup, type BackupHeader } from "~/lib/backup/backup-format.server";
import { restoreBackup } from "~/lib/backup/restore.server";
import { uploadsDir } from "~/lib/insights/uploads.server";
import { ConfigError, readEnvironment } from "~/lib/runtime/env.server";
import { logger } from "~/lib/runtime/logger.server";
import { databaseOptionsFor } from "~/lib/runtime/process-services.server";

const { values, positionals } = parseArgs({ options: { check: { type: "boolean" } }, allowPositionals: true });

/** The header's tables and counts, one a line. */
function describe(header: BackupHeader, files: number): string {
  const width = Math.max(...header.tables.map((table) => table.name.length));
  return [
    `Made ${header.createdAt} from ${header.database === "postgres" ? "PostgreSQL" : "the embedded database"} (${header.server.split(",")[0]}), ${header.migrations.length} migrations applied.`,
    ...header.tables.map((table) => `  ${table.name.padEnd(width)}  ${table.rows}`),
    `  ${"uploaded files".padEnd(width)}  ${files}`,
  ].join("\n");
}

async function main() {
  if (positionals.length !== 1) {
    console.error("Usage: npm run restore -- FILE   or   npm run restore -- --check FILE");
    process.exit(2);
  }
  const file = path.resolve(positionals[0]);
  if (!fs.existsSync(file)) throw new Error(`There is no file ${file}.`);
  if (values.check) {
    const checked = await checkBackup(fs.createReadStream(file));
    console.log(`${describe(checked.header, checked.files)}\nThe backup is whole: ${checked.rows} rows and ${checked.files} files, as its header says. Nothing was written.`);
    return;
  }
  const env = readEnvironment();
  // What it did is printed below; the log's lines are for the site.
  logger.level = "warn";
  const database = await openDatabase(databaseOptionsFor(env));
  try {
    const restored = await restoreBackup(database, file, { uploadsDir: uploadsDir(), authSecret: env.authSecret });
    const target = database.kind === "postgres" ? "PostgreSQL" : `the embedded database in ${env.dataDir}`;
    console.log(`${describe(restored.header, restored.files)}\nRestored ${restored.rows} rows and ${restored.files} uploaded files into ${target}.`);
    if (restored.migratedAfter > 0) console.log(`Applied this version's ${restored.migratedAfter} newer migrations after loading.`);
    if (!restored.sameAuthSecret) {
      console.warn(
        "Warning: this site's AUTH_SECRET is not the one the backup was made with. Two-factor sign-in and signed links need it: set AUTH_SECRET (or DATA_DIR/auth-secret) to the old site's before starting.",
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof DatabaseLockedError) {
    console.error(`${error.message}\nA restore needs a database of its own: restore into a new DATA_DIR, then start the site on it.`);
  } else {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
