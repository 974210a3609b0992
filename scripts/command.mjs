/**
 * npm run backup, restore, retention, admin:create, admin:reset-2fa, db:migrate, db:seed: `node scripts/command.mjs
 * NAME ARGS…` runs the compiled command build/scripts/NAME.js with ARGS, building first when the build is missing or
 * older than the sources (as npm start does). In the image, which has the build and no sources, it runs the build as is.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { buildIfStale, commandBuildFile } from "./site-build.mjs";

const [name] = process.argv.splice(2, 1);
const file = name ? commandBuildFile(name) : "";
buildIfStale();
if (!name || !fs.existsSync(file)) {
  console.error(`Unknown command ${name ? `"${name}"` : "(none given)"}: expected one of the files of build/scripts.`);
  process.exit(2);
}
await import(pathToFileURL(file).href);
