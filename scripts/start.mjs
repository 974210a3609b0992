/**
 * npm start: builds the site when the build is missing or older than the
 * sources (as npm run build does: the server build, then the operator commands
 * beside it, ADR 048), then runs the production server, the compiled server
 * build, in this very process with plain node (it applies migrations and seeds
 * an empty database before it listens). Plain JavaScript, so that no
 * TypeScript loader sits in the server's process. BUILD_DIR as in
 * server/build-directory.ts.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const serverBuildFile = path.join(buildDir, "server/index.js");
/** One of the compiled operator commands (vite.commands.config.ts), built after the server. */
const commandBuildFile = path.join(buildDir, "scripts/db-migrate.js");
const SOURCES = ["app", "server", "public", "scripts", "package.json", "vite.config.ts", "vite.commands.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const built = Math.min(...[serverBuildFile, commandBuildFile].map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], { stdio: "inherit" });
  execFileSync(process.execPath, [path.resolve("node_modules/vite/bin/vite.js"), "build", "--config", "vite.commands.config.ts"], { stdio: "inherit" });
}

process.env.NODE_ENV = "production";
await import(pathToFileURL(serverBuildFile).href);
