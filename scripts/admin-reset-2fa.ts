/**
 * npm run admin:reset-2fa -- --email ADDRESS
 * Turns off a person's two-factor sign-in (for the last admin who lost their phone and backup codes): their TOTP
 * secret and backup codes go and their sessions end, so they sign in with their password and set it up again.
 * Audited. With the embedded database it refuses while the site holds the data folder.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { DatabaseLockedError, openDatabase } from "~/db/client.server";
import { user } from "~/db/schema";
import { resetTwoFactor } from "~/lib/accounts/two-factor.server";
import { ConfigError, readEnvironment } from "~/lib/runtime/env.server";
import { databaseOptionsFor } from "~/lib/runtime/process-services.server";

const { values } = parseArgs({ options: { email: { type: "string" } } });

async function main() {
  if (!values.email) {
    console.error("Usage: npm run admin:reset-2fa -- --email you@example.co.za");
    process.exit(2);
  }
  const email = values.email.trim().toLowerCase();
  const database = await openDatabase(databaseOptionsFor(readEnvironment()));
  try {
    await database.migrate();
    const [found] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    if (!found) {
      console.error(`No account has the address ${email}.`);
      process.exitCode = 1;
      return;
    }
    if (await resetTwoFactor(database.db, { userId: found.id, actorId: null, via: "admin:reset-2fa" })) {
      console.log(
        `Two-factor sign-in is off for ${email}: they sign in with their password and can set it up again at /admin/security.`,
      );
    } else {
      console.log(`${email} does not have two-factor sign-in on; nothing changed.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof DatabaseLockedError) {
    console.error(`${error.message}\nStop the site, run npm run admin:reset-2fa again, then start the site.`);
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
