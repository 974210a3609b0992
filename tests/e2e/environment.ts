/** Where the end-to-end run keeps its server, data and mail: shared by the config, setup and tests. */
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 4173);
// One folder per port, so two runs on different ports never share files.
const root = path.resolve(`test-results/e2e-${port}`);

export const e2e = {
  port,
  baseURL: `http://localhost:${port}`,
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 4175),
  outputDir: path.resolve(`test-results/playwright-${port}`),
  dataDir: path.join(root, "data"),
  mailDir: path.join(root, "mail"),
  serverLog: path.join(root, "server.log"),
  admin: { email: "admin@kestrel.test", password: "admin-password-for-tests" },
  /** The key of the admin's authenticator, written by the global setup when it turns two-factor sign-in on. */
  adminTotpKeyFile: path.join(root, "admin-totp-key"),
};
