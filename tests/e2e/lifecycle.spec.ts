/**
 * The server process itself: refusing bad configuration, and shutting down
 * gracefully on SIGTERM (in-flight requests finish, the database closes).
 * Each test starts its own server on its own port and data folder.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startServer, stopServers, TSX, waitHealthy } from "../support/server-process";
import { enrolTwoFactor, signInWithCode } from "../support/two-factor";
import { e2e } from "./environment";

test.afterEach(stopServers);

test("bad configuration stops start-up with a clear message", async () => {
  const server = startServer({ PORT: "eighty", SMTP_URL: "mail.example.co.za", DATA_DIR: os.tmpdir() });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("PORT must be a number");
  expect(server.output()).toContain("SMTP_URL must start with smtp:// or smtps://");
});

test("npm start runs the server on the project's Node 24, which it names when it starts listening", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-runtime-"));
  // The PATH of a shell on this machine: without any node_modules/.bin, so npm itself must put the project's Node first.
  const PATH = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => !dir.endsWith(path.join("node_modules", ".bin")))
    .join(path.delimiter);
  let output = "";
  const child = spawn("npm", ["start"], {
    env: { ...process.env, PATH, PORT: "0", DATA_DIR: dataDir, PUBLIC_URL: "http://127.0.0.1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  try {
    await expect
      .poll(() => /"msg":"listening on [^"]*"/.exec(output)?.[0] ?? output.slice(-500), { timeout: 90_000 })
      .toMatch(/listening on/);
    const line = output.split("\n").find((entry) => entry.includes('"msg":"listening on'))!;
    const logged = JSON.parse(line) as { node: string; msg: string };
    expect(logged.node).toMatch(/^v24\.\d+\.\d+$/);
    expect(logged.msg).toContain(`(Node ${logged.node})`);
    // The tests themselves run on the same Node as the server.
    expect(process.version).toBe(logged.node);
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("SIGTERM lets an in-flight request finish, then closes the database and exits 0", async () => {
  test.setTimeout(120_000);
  const port = e2e.port + 28;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-lifecycle-"));
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` });
  await waitHealthy(port, server);

  // A form post that is under way when SIGTERM arrives: the server has read its
  // headers (it answered "100 Continue") but the body comes only afterwards.
  const body = "email=someone%40example.co.za";
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/auth/forgot-password",
        agent: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          expect: "100-continue",
          origin: `http://127.0.0.1:${port}`,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.on("continue", () => {
      server.child.kill("SIGTERM");
      setTimeout(() => request.end(body), 500);
    });
    request.flushHeaders();
  });

  const answered = await response.catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output()}`);
  });
  expect(answered.status).toBe(200);
  expect(answered.text).toContain("If an account exists for that email");

  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("finishing in-flight requests");
  expect(server.output()).toContain("database closed");
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();

  if (!process.env.DATABASE_URL) {
    // The embedded database was released cleanly: no lock left, and it opens again with its data.
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    const reopen = spawnSync(process.execPath, [TSX, "scripts/db-seed.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      encoding: "utf8",
    });
    expect(reopen.status).toBe(0);
    expect(reopen.stdout).toContain("already has content");
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the admin tool refuses to open the embedded database while the site holds it", async () => {
  test.skip(Boolean(process.env.DATABASE_URL), "PostgreSQL serves many processes; the lock is PGlite's");
  test.setTimeout(120_000);
  const port = e2e.port + 29;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-lock-"));
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
  await waitHealthy(port, server);
  const tool = spawnSync(process.execPath, [TSX, "scripts/admin-create.ts", "--email", "owner@example.co.za"], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: "a-long-enough-password" },
    encoding: "utf8",
  });
  expect(tool.status).toBe(1);
  expect(tool.stderr).toContain("in use by another process");
  expect(tool.stderr).toContain("Stop the site");
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);

  const after = spawnSync(process.execPath, [TSX, "scripts/admin-create.ts", "--email", "owner@example.co.za"], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: "a-long-enough-password" },
    encoding: "utf8",
  });
  expect(after.status).toBe(0);
  expect(after.stdout).toContain("Created admin owner@example.co.za");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the recovery command turns off the last admin's two-factor sign-in, so they sign in with the password again", async () => {
  test.skip(
    Boolean(process.env.DATABASE_URL),
    "the same command on PostgreSQL runs against the database the site uses; the embedded one shows the whole round",
  );
  test.setTimeout(120_000);
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-reset-2fa-"));
  const owner = { email: "owner@example.co.za", password: "a-long-enough-password" };
  // The compiled commands, as npm run admin:create and admin:reset-2fa run them (ADR 048).
  const tool = (command: string) =>
    spawnSync(process.execPath, ["scripts/command.mjs", command, "--email", owner.email], {
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: owner.password },
      encoding: "utf8",
    });
  expect(tool("admin-create").status).toBe(0);

  let server = startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: site });
  await waitHealthy(port, server);
  /** What the password alone gets: a session, or the request for a code. */
  const passwordSignIn = async (ip: string) => {
    const response = await fetch(`${site}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site, "x-forwarded-for": ip },
      body: JSON.stringify(owner),
    });
    return (await response.json()) as { twoFactorRedirect?: boolean; user?: { email: string } };
  };
  const key = await enrolTwoFactor(site, owner, "203.0.113.90");
  expect((await passwordSignIn("203.0.113.91")).twoFactorRedirect).toBe(true);
  expect(await signInWithCode(site, owner, key, "203.0.113.92")).toContain("session_token");
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);

  const reset = tool("admin-reset-2fa");
  expect(reset.status).toBe(0);
  expect(reset.stdout).toContain(`Two-factor sign-in is off for ${owner.email}`);
  expect(tool("admin-reset-2fa").stdout).toContain("does not have two-factor sign-in on; nothing changed.");

  server = startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: site });
  await waitHealthy(port, server);
  const answer = await passwordSignIn("203.0.113.93");
  expect(answer.twoFactorRedirect).toBeUndefined();
  expect(answer.user?.email).toBe(owner.email);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
