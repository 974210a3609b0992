/** Where the end-to-end run keeps its server, data and mail: shared by the config, setup and tests. */
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 4173);

export const e2e = {
  port,
  baseURL: `http://localhost:${port}`,
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 4175),
  dataDir: path.resolve("test-results/e2e-data"),
  mailDir: path.resolve("test-results/e2e-mail"),
  serverLog: path.resolve("test-results/e2e-server.log"),
  admin: { email: "admin@kestrel.test", password: "admin-password-for-tests" },
};
