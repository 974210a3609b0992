/** npm run db:seed: migrates, then seeds the sample categories and insights into an empty database. */
import { openDatabase } from "~/db/client.server";
import { seedIfEmpty } from "~/db/seed";
import { readEnvironment } from "~/lib/runtime/env.server";
import { databaseOptionsFor } from "~/lib/runtime/process-services.server";

const env = readEnvironment();
const database = await openDatabase(databaseOptionsFor(env));
try {
  await database.migrate();
  console.log(
    (await seedIfEmpty(database.db)) ? "Seeded sample content." : "The database already has content; nothing seeded.",
  );
} finally {
  await database.close();
}
