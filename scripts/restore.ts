/**
 * npm run restore -- FILE          loads a backup into the configured database, which must be new or empty
 * npm run restore -- FILE --replacing DATA_DIR_OR_DATABASE_URL
 *                                  the same, first reading the erasure log of the database the restore replaces, so
 *                                  that the people erased there since the backup was made are erased again (ADR 044)
 * npm run restore -- --check FILE  reads a backup whole and checks it (it decompresses, its header, every count),
 *                                  writing nothing
 * See ADR 036. The embedded database must not be in use: restore into a new DATA_DIR, then start the site on it.
 * The backup's own erasure log is replayed in any case.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DatabaseLockedError, openDatabase } from "~/db/client.server";
import { checkBackup, type BackupHeader } from "~/lib/backup/backup-format.server";
import { restoreBackup } from "~/lib/backup/restore.server";
import { readErasureLog, type ErasureEntry } from "~/lib/privacy/erasure-log.server";
import { uploadsDir } from "~/lib/insights/uploads.server";
import { ConfigError, readEnvironment } from "~/lib/runtime/env.server";
import { logger } from "~/lib/runtime/logger.server";
import { databaseOptionsFor } from "~/lib/runtime/process-services.server";

const { values, positionals } = parseArgs({
  options: { check: { type: "boolean" }, replacing: { type: "string" } },
  allowPositionals: true,
});

/**
 * The erasure log of the database a restore replaces: a PostgreSQL URL, or the DATA_DIR of an embedded database
 * (which its site must have let go of). Read before anything is changed; a database without a log has none to give.
 */
async function replacedErasures(source: string): Promise<ErasureEntry[]> {
  const isUrl = /^postgres(ql)?:\/\//.test(source);
  const dataDir = path.resolve(source);
  if (!isUrl && !fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) {
    throw new Error(
      `There is no embedded database in ${dataDir} to read the erasure log from: --replacing takes the DATA_DIR or the DATABASE_URL of the database the restore replaces.`,
    );
  }
  let replaced;
  try {
    replaced = await openDatabase(isUrl ? { databaseUrl: source } : { dataDir });
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    // Stopped, it erases no one between this read and the switch to the restored database.
    throw new Error(
      `${error.message}\nStop the site on the database the restore replaces: its erasure log is read first, and nothing may be erased there after that.`,
    );
  }
  try {
    return await readErasureLog(replaced.db);
  } finally {
    await replaced.close();
  }
}

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
    console.error(
      "Usage: npm run restore -- FILE [--replacing DATA_DIR_OR_DATABASE_URL]   or   npm run restore -- --check FILE",
    );
    process.exit(2);
  }
  const file = path.resolve(positionals[0]);
  if (!fs.existsSync(file)) throw new Error(`There is no file ${file}.`);
  if (values.check) {
    const checked = await checkBackup(fs.createReadStream(file));
    console.log(
      `${describe(checked.header, checked.files)}\nThe backup is whole: ${checked.rows} rows and ${checked.files} files, as its header says. Nothing was written.`,
    );
    return;
  }
  const env = readEnvironment();
  // What it did is printed below; the log's lines are for the site.
  logger.level = "warn";
  const replaced = values.replacing ? await replacedErasures(values.replacing) : undefined;
  const database = await openDatabase(databaseOptionsFor(env));
  try {
    const restored = await restoreBackup(database, file, {
      uploadsDir: uploadsDir(),
      authSecret: env.authSecret,
      replacedErasures: replaced,
    });
    const target = database.kind === "postgres" ? "PostgreSQL" : `the embedded database in ${env.dataDir}`;
    console.log(
      `${describe(restored.header, restored.files)}\nRestored ${restored.rows} rows and ${restored.files} uploaded files into ${target}.`,
    );
    if (restored.migratedAfter > 0)
      console.log(`Applied this version's ${restored.migratedAfter} newer migrations after loading.`);
    const { erasures } = restored;
    const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;
    console.log(
      `Erasure log: ${erasures.logged} erasure${erasures.logged === 1 ? "" : "s"} (${erasures.fromBackup} from the backup, ${replaced ? `${replaced.length} from the database it replaces` : "none from another database"}); erased again ${people(erasures.erasedAgain)} found in the backup (${erasures.rows} rows).`,
    );
    if (!replaced) {
      console.log(
        "Only the backup's own erasure log was replayed: to erase again the people erased since the backup was made, restore with --replacing and the DATA_DIR or DATABASE_URL of the database this one replaces.",
      );
    }
    if (!restored.sameAuthSecret) {
      console.warn(
        "Warning: this site's AUTH_SECRET is not the one the backup was made with. Two-factor sign-in and signed links need it: set AUTH_SECRET (or DATA_DIR/auth-secret) to the old site's before starting.",
      );
      if (restored.erasures.fromBackup > 0) {
        console.warn(
          `Warning: the backup's erasure log names people by a hash keyed with its AUTH_SECRET, so with this one the ${restored.erasures.fromBackup} it holds could not be matched and were not erased again: restore again into a new, empty database with the old site's AUTH_SECRET.`,
        );
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof DatabaseLockedError) {
    console.error(
      `${error.message}\nA restore needs a database of its own: restore into a new DATA_DIR, then start the site on it.`,
    );
  } else {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
