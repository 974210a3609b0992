/**
 * Starts what the browser tests need: a real SMTP listener on loopback, a
 * fresh data folder with an admin account, and the production build of the
 * site (built first when missing). Returns the teardown, which stops the
 * server with SIGTERM and expects a clean exit.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureBuilt, SERVER_ARGS, TSX } from "../support/server-process";
import { startMailSink } from "../support/mail-sink";
import { enrolTwoFactor } from "../support/two-factor";
import { e2e } from "./environment";

export default async function globalSetup() {
  fs.rmSync(e2e.dataDir, { recursive: true, force: true });
  fs.rmSync(e2e.mailDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(e2e.serverLog), { recursive: true });

  ensureBuilt();

  const sink = await startMailSink(e2e.mailDir, e2e.smtpPort);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(e2e.port),
    DATA_DIR: e2e.dataDir,
    PUBLIC_URL: e2e.baseURL,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: "Kestrel Advisory <no-reply@kestrel.test>",
    LEADS_NOTIFY_TO: "leads@kestrel.test",
    LOG_LEVEL: "info",
  };

  execFileSync(process.execPath, [TSX, "scripts/admin-create.ts", "--email", e2e.admin.email], {
    env: { ...env, ADMIN_PASSWORD: e2e.admin.password },
    stdio: "inherit",
  });

  const log = fs.openSync(e2e.serverLog, "w");
  const server = spawn(process.execPath, SERVER_ARGS, { env, stdio: ["ignore", log, log] });
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited during start-up; see ${e2e.serverLog}`);
    try {
      const response = await fetch(`${e2e.baseURL}/healthz`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`The server did not become healthy; see ${e2e.serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // Admins must use two-factor sign-in: the admin turns it on as its owner would, and the tests compute its codes.
  fs.writeFileSync(e2e.adminTotpKeyFile, await enrolTwoFactor(e2e.baseURL, e2e.admin, "2001:db8:ffff::1"));

  return async () => {
    server.kill("SIGTERM");
    const code = await exited;
    await sink.close();
    if (code !== 0) throw new Error(`The server exited with code ${code} after SIGTERM; see ${e2e.serverLog}`);
  };
}
