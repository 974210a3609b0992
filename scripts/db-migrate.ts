/** npm run db:migrate: applies pending migrations to the configured database. */
import { openDatabase } from "~/db/client.server";
import { readEnvironment } from "~/lib/runtime/env.server";
import { databaseOptionsFor } from "~/lib/runtime/process-services.server";

const env = readEnvironment();
const database = await openDatabase(databaseOptionsFor(env));
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
