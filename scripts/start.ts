/**
 * npm start: builds the site when the build is missing or older than the
 * sources, then runs the production server (which applies migrations and
 * seeds an empty database before it listens).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverBuildFile } from "../server/build-directory";

const BUILD_MARKER = serverBuildFile;
const SOURCES = ["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const built = fs.existsSync(BUILD_MARKER) ? fs.statSync(BUILD_MARKER).mtimeMs : 0;
const sources = Math.max(...SOURCES.map(newestMtime));
if (built < sources) {
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], { stdio: "inherit" });
}

process.env.NODE_ENV = "production";
await import("../server/index.ts");
