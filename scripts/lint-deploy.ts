/**
 * npm run lint:deploy: checks the container files without Docker (ADR 035): the Dockerfile with dockerfile-utils'
 * linter, and compose.yaml with `docker-compose config` (Debian's docker-compose package), given placeholder values
 * for the settings it requires. The nginx configuration is checked by the browser test that runs nginx with it
 * (tests/e2e/instances.spec.ts).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

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
