/**
 * npm run lint:deploy: checks the container files without Docker (ADR 035): the Dockerfile with dockerfile-utils'
 * linter, and compose.yaml with `docker-compose config` (Debian's docker-compose package), given placeholder values
 * for the settings it requires, and that compose gives the app's instances longer to stop than the server takes to
 * drain its requests (server/drain.ts). And that the image runs what is tested (ADR 048): the Dockerfile's Node is the
 * release of the `node` package in package-lock.json, and each operator command of package.json that runs a compiled
 * file runs one that `npm run build` compiles (vite.commands.config.ts). The nginx configuration is checked by the
 * browser test that runs nginx with it (tests/e2e/instances.spec.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DRAIN_SECONDS } from "../server/drain";
import { COMMANDS } from "../vite.commands.config";

function check(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.error || result.status !== 0) {
    console.error(`✖ ${label}${result.error ? `: ${result.error.message}` : ""}`);
    process.exit(1);
  }
  console.log(`✔ ${label}`);
}

check("Dockerfile (dockerfile-utils lint)", path.resolve("node_modules/.bin/dockerfile-utils"), ["lint", "Dockerfile"]);
check("compose.yaml (docker-compose config)", "docker-compose", ["--file", "compose.yaml", "config", "--quiet"], {
  ...process.env,
  POSTGRES_PASSWORD: "placeholder",
  PUBLIC_URL: "https://www.example.co.za",
  AUTH_SECRET: "placeholder-placeholder-placeholder",
  SMTP_URL: "smtp://mail.example.co.za:587",
});

/** compose.yaml's stop_grace_period for the app service, in seconds ("20s", "1m30s"), or null when it has none. */
function appGracePeriodSeconds(compose: string): number | null {
  // The app service's block: from "  app:" to the next service or top-level key.
  const block = /^ {2}app:\n((?: {4,}.*\n|\s*\n)*)/m.exec(compose)?.[1] ?? "";
  const value = /^ {4}stop_grace_period:\s*"?([\dhms.]+)"?\s*$/m.exec(block)?.[1];
  if (!value) return null;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
  const units = { h: 3600, m: 60, s: 1 } as const;
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * units[unit as keyof typeof units], 0);
}

const grace = appGracePeriodSeconds(fs.readFileSync("compose.yaml", "utf8"));
if (grace === null || grace <= DRAIN_SECONDS) {
  console.error(
    `✖ compose.yaml: the app's stop_grace_period must be longer than the server's ${DRAIN_SECONDS} s drain (server/drain.ts); it is ${grace === null ? "unset (Docker's 10 s)" : `${grace} s`}`,
  );
  process.exit(1);
}
console.log(
  `✔ compose.yaml: the app's stop_grace_period (${grace} s) is longer than the server's drain (${DRAIN_SECONDS} s)`,
);

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const dockerNode = /^ARG NODE_VERSION=(\S+)\s*$/m.exec(fs.readFileSync("Dockerfile", "utf8"))?.[1];
const lockedNode = JSON.parse(fs.readFileSync("package-lock.json", "utf8")).packages?.["node_modules/node"]?.version as
  | string
  | undefined;
if (!dockerNode || !lockedNode || dockerNode !== lockedNode) {
  fail(
    `Dockerfile: NODE_VERSION (${dockerNode ?? "unset"}) must be the Node the project is tested on, the node package of package-lock.json (${lockedNode ?? "missing"})`,
  );
}
console.log(`✔ Dockerfile: Node ${dockerNode}, the node package of package-lock.json`);

const scripts: Record<string, string> = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts;
const compiled = Object.entries(scripts).flatMap(([name, command]) => {
  const file = /^node scripts\/command\.mjs ([\w-]+)$/.exec(command)?.[1];
  return file ? [[name, file] as const] : [];
});
const unbuilt = compiled.filter(([, file]) => !COMMANDS.includes(file));
if (compiled.length === 0 || unbuilt.length > 0) {
  fail(
    `package.json: ${unbuilt.map(([name, file]) => `${name} runs ${file}`).join(", ") || "no command runs scripts/command.mjs"}, which vite.commands.config.ts does not compile`,
  );
}
console.log(`✔ package.json: ${compiled.map(([name]) => name).join(", ")} run commands that npm run build compiles`);
