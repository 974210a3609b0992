/**
 * The production build, one way for everyone: `npm run build` (this file run directly), `npm start`, the operator
 * commands (scripts/command.mjs) and the tests. Two steps: React Router's build of the site (build/server,
 * build/client), then the operator commands compiled beside it (build/scripts, vite.commands.config.ts, ADR 048).
 * Plain JavaScript, so that plain node runs it. BUILD_DIR as in server/build-directory.ts.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const buildDir = path.resolve(process.env.BUILD_DIR || "build");
export const serverBuildFile = path.join(buildDir, "server/index.js");
/** The compiled file of an operator command: `backup` → build/scripts/backup.js. */
export const commandBuildFile = (name) => path.join(buildDir, "scripts", `${name}.js`);

const SOURCES = [
  "app",
  "server",
  "public",
  "scripts",
  "package.json",
  "vite.config.ts",
  "vite.commands.config.ts",
  "react-router.config.ts",
];
/** The build tools' commands, present in a development install only: the production image (npm ci --omit=dev) never builds. */
const BUILDER = path.resolve("node_modules/.bin/react-router");
const VITE = path.resolve("node_modules/.bin/vite");

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Builds the site, then the operator commands. */
export function buildSite() {
  execFileSync(process.execPath, [BUILDER, "build"], { stdio: "inherit" });
  execFileSync(process.execPath, [VITE, "build", "--config", "vite.commands.config.ts"], { stdio: "inherit" });
}

/** Builds when the build is missing or older than the sources; where nothing can build (the image), it only checks. */
export function buildIfStale() {
  const built = Math.min(
    ...[serverBuildFile, commandBuildFile("db-migrate")].map((file) =>
      fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0,
    ),
  );
  if (!fs.existsSync(BUILDER)) {
    if (!built)
      throw new Error(
        `No production build in ${buildDir}, and no build tools to make one: run npm run build where the dev dependencies are installed.`,
      );
    return;
  }
  if (built >= Math.max(...SOURCES.map(newestMtime))) return;
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  buildSite();
}

// `node scripts/site-build.mjs` builds; with `--if-stale`, only when the build is missing or older than the sources.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  if (process.argv.includes("--if-stale")) buildIfStale();
  else buildSite();
}
