/**
 * npm run admin:create -- --email ADDRESS
 * Creates a verified admin (password from ADMIN_PASSWORD, else asked for) or
 * promotes an existing account. Applies pending migrations first. With the
 * embedded database it refuses while the site holds the data folder: the site's
 * setup link and the team page do the same in the browser (ADR 028).
 */
import { parseArgs } from "node:util";
import readline from "node:readline";
import { DatabaseLockedError, openDatabase } from "~/db/client.server";
import { accountExists, createOrPromoteAdmin } from "~/lib/accounts/accounts.server";
import { ConfigError, readEnvironment } from "~/lib/runtime/env.server";
import { databaseOptionsFor } from "~/lib/runtime/process-services.server";

const { values } = parseArgs({ options: { email: { type: "string" } } });

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new Error("No password given: set ADMIN_PASSWORD, or run this command in a terminal to be asked for one.");
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  const write = output._writeToOutput.bind(rl);
  let asked = false;
  output._writeToOutput = (text) => {
    if (!asked) {
      asked = true;
      write(text);
    } else if (text.includes("\n")) write("\n");
    else write("*");
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    }),
  );
}

async function main() {
  if (!values.email) {
    console.error("Usage: npm run admin:create -- --email you@example.co.za");
    process.exit(2);
  }
  const env = readEnvironment();
  const database = await openDatabase(databaseOptionsFor(env));
  try {
    await database.migrate();
    const needsPassword = !(await accountExists(database.db, values.email));
    const password =
      process.env.ADMIN_PASSWORD ??
      (needsPassword ? await ask("Password for the new admin (at least 12 characters): ") : undefined);
    const result = await createOrPromoteAdmin(database.db, { email: values.email, password });
    if (result.created) console.log(`Created admin ${values.email}. They can sign in at /auth now.`);
    else if (result.alreadyAdmin) console.log(`${values.email} is already an admin; nothing changed.`);
    else console.log(`Promoted ${values.email} to admin (password unchanged).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof DatabaseLockedError) {
    console.error(
      `${error.message}\nWhile the site runs, make the first admin with the setup link it printed in its log ("no admin yet: create the first admin at …"), and add colleagues from /admin/team. Or: Stop the site, run npm run admin:create again, then start the site: the new admin can sign in straight away.`,
    );
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
