/**
 * npm test: typecheck, format, lint (with the container files), unit and integration tests (Vitest), production
 * build, then browser tests (Playwright in Chromium). Finds Chromium first and,
 * when running as root without one, installs Debian's package; so too nginx (on PostgreSQL) and docker-compose.
 * For a second run of the same checkout against another database, six switches
 * leave out what does not depend on the database: SKIP_BUILD=1 (the production build, when there is one as new as the sources), SKIP_STATIC_CHECKS=1
 * (typecheck and lint), SKIP_UNIT_TESTS=1 (the Vitest tests in tests/unit, none of which opens a database), SKIP_AXE=1 (the browser tests' accessibility scans,
 * every one titled "... axe violations"), SKIP_PAGE_SPECS=1 (the browser
 * specs of page behaviour listed in playwright.config.ts, whose pages write
 * nothing and read only published insights) and SKIP_FLOW_SPECS=1 (the browser specs of form flows listed there,
 * whose database work is the integration tests' statements, ADR 057).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { findChromium } from "../tests/support/chromium";
import { findNginx } from "../tests/support/nginx";

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Installs Debian's `pkg` when `found()` finds nothing and we run as root; exits with `hint` when it cannot. */
function ensureDebianPackage<T>(pkg: string, found: () => T | undefined, hint: string): T {
  const existing = found();
  if (existing) return existing;
  if (process.getuid?.() !== 0) {
    console.error(hint);
    process.exit(1);
  }
  run(`install ${pkg} (apt-get)`, "sh", [
    "-c",
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`,
  ]);
  const installed = found();
  if (!installed) {
    console.error(`${pkg} is still missing after apt-get install.`);
    process.exit(1);
  }
  return installed;
}

/** The program's path when it is on PATH. */
function onPath(program: string): string | undefined {
  const result = spawnSync("sh", ["-c", `command -v ${program}`], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const bin = (name: string) => path.resolve("node_modules/.bin", name);
const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite";
console.log(`Testing against ${database}, on Node ${process.version}.`);

const chromium = ensureDebianPackage(
  "chromium",
  findChromium,
  "Chromium was not found. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.",
);
// nginx in front of two instances (tests/e2e/instances.spec.ts, on PostgreSQL).
if (process.env.DATABASE_URL)
  ensureDebianPackage("nginx", findNginx, "nginx was not found. Install it (Debian: apt-get install nginx).");
if (process.env.SKIP_STATIC_CHECKS === "1") {
  console.log("\nTypecheck and lint skipped (SKIP_STATIC_CHECKS=1).");
} else {
  run("typecheck", bin("react-router"), ["typegen"]);
  run("typecheck: tsc", bin("tsc"), []);
  run("format (Biome, checked)", bin("biome"), ["format", "."]);
  run("lint", bin("eslint"), ["."]);
  ensureDebianPackage(
    "docker-compose",
    () => onPath("docker-compose"),
    "docker-compose was not found. Install it (Debian: apt-get install docker-compose).",
  );
  run("lint: container files", bin("tsx"), ["scripts/lint-deploy.ts"]);
}
if (process.env.SKIP_UNIT_TESTS === "1") {
  console.log("\nUnit tests skipped (SKIP_UNIT_TESTS=1).");
  run("integration tests", bin("vitest"), ["run", "tests/integration"]);
} else {
  run("unit and integration tests", bin("vitest"), ["run"]);
}
// The build reads no setting of the database's: with SKIP_BUILD=1 (a second run of the same checkout) the first
// run's build is used, unless it is missing or older than the sources.
const reuseBuild = process.env.SKIP_BUILD === "1";
run(
  reuseBuild
    ? "production build, only if missing or stale (SKIP_BUILD=1)"
    : "production build (the site and the operator commands)",
  process.execPath,
  ["scripts/site-build.mjs", ...(reuseBuild ? ["--if-stale"] : [])],
);
// Both switches are read by playwright.config.ts.
if (process.env.SKIP_AXE === "1") console.log("\nAccessibility scans skipped (SKIP_AXE=1).");
if (process.env.SKIP_PAGE_SPECS === "1") console.log("\nPage behaviour specs skipped (SKIP_PAGE_SPECS=1).");
if (process.env.SKIP_FLOW_SPECS === "1") console.log("\nForm flow specs skipped (SKIP_FLOW_SPECS=1).");
run("browser tests", bin("playwright"), ["test"], { ...process.env, CHROMIUM_PATH: chromium });
console.log(`\nAll checks passed against ${database}.`);
