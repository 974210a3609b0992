/**
 * npm run lint:deploy: checks the container files without Docker (ADR 035): the Dockerfile with dockerfile-utils'
 * linter, and compose.yaml with `docker-compose config` (Debian's docker-compose package), given placeholder values
 * for the settings it requires, and that compose gives the app's instances longer to stop than the server takes to
 * drain its requests (server/drain.ts). The nginx configuration is checked by the browser test that runs nginx with it
 * (tests/e2e/instances.spec.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DRAIN_SECONDS } from "../server/drain";

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
console.log(`✔ compose.yaml: the app's stop_grace_period (${grace} s) is longer than the server's drain (${DRAIN_SECONDS} s)`);
