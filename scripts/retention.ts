/**
 * npm run retention [-- --dry-run]
 * Applies the privacy policy's retention now (ADR 038): prints each kind of
 * record and how many go, then deletes them (audited), or with --dry-run only
 * counts them. The running site does the same once a day by itself. With the
 * embedded database it refuses while the site holds the data folder.
 */
import { parseArgs } from "node:util";
import { DatabaseLockedError, openDatabase, setCurrentDatabase } from "~/db/client.server";
import {
  CATEGORY_LABELS,
  planRetention,
  RETENTION_CATEGORIES,
  runRetention,
  type RetentionCounts,
} from "~/lib/privacy/retention.server";
import { ConfigError, readEnvironment } from "~/lib/runtime/env.server";
import { databaseOptionsFor } from "~/lib/runtime/process-services.server";

const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });

function print(counts: RetentionCounts, verb: string) {
  const width = Math.max(...RETENTION_CATEGORIES.map((category) => CATEGORY_LABELS[category].length));
  for (const category of RETENTION_CATEGORIES)
    console.log(`  ${CATEGORY_LABELS[category].padEnd(width)}  ${counts[category]}`);
  const total = RETENTION_CATEGORIES.reduce((sum, category) => sum + counts[category], 0);
  console.log(`${total} record${total === 1 ? "" : "s"} ${verb}.`);
}

async function main() {
  const env = readEnvironment();
  const database = await openDatabase(databaseOptionsFor(env));
  setCurrentDatabase(database);
  try {
    await database.migrate();
    if (values["dry-run"]) {
      console.log("Retention, dry run: what would be deleted now (nothing is changed):");
      print(await planRetention(), "would be deleted");
      return;
    }
    const outcome = await runRetention({ force: true });
    if (!outcome.ran) {
      console.log("Another instance is applying retention right now: nothing done.");
      return;
    }
    console.log("Retention applied:");
    print(outcome.counts, "deleted (recorded in the audit log)");
  } finally {
    setCurrentDatabase(undefined);
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof DatabaseLockedError) {
    console.error(
      `${error.message}\nThe running site applies retention by itself once a day. To run it now, stop the site first.`,
    );
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
