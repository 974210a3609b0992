/**
 * A production server of this app in its own process, for tests that need a
 * server of their own (their own port, data folder, SMTP settings): start it,
 * wait until /healthz answers, read what it printed. Stop every one with
 * stopServers() after each test.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { serverBuildFile } from "../../server/build-directory";

export const TSX = path.resolve("node_modules/tsx/dist/cli.mjs");
/**
 * Node's arguments to run the production server as `npm start` does: the
 * compiled server build with plain node, in this very process (no wrapper), so
 * a signal sent to the process reaches the server and a killed process leaves
 * nothing behind.
 */
export const SERVER_ARGS = [serverBuildFile];
const running = new Set<ChildProcess>();

/** Builds the app when there is no production build yet. */
export function ensureBuilt(): void {
  if (!fs.existsSync(serverBuildFile)) {
    execFileSync(process.execPath, ["scripts/site-build.mjs"], { stdio: "inherit" });
  }
}

export type ServerProcess = { child: ChildProcess; exited: Promise<number | null>; output(): string };

export function startServer(env: Record<string, string>): ServerProcess {
  let output = "";
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  running.add(child);
  return { child, exited, output: () => output };
}

export async function waitHealthy(port: number, server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited during start-up:\n${server.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/**
 * Waits until the server has printed a line matching `pattern`, and returns the match. Lines a server prints after it
 * starts answering (the first admin's setup link) may come after /healthz is healthy.
 */
export async function waitForOutput(
  server: ServerProcess,
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(server.output());
    if (match) return match;
    if (server.child.exitCode !== null)
      throw new Error(`server exited before printing ${pattern}:\n${server.output()}`);
    if (Date.now() > deadline)
      throw new Error(`server did not print ${pattern} within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one-time link a fresh install prints for making the first admin (ADR 028), once the server has printed it. */
export async function waitForSetupLink(server: ServerProcess, base: string): Promise<string> {
  return (
    await waitForOutput(
      server,
      new RegExp(`create the first admin at (${base}/auth/accept-invitation\\?token=[\\w-]+)`),
    )
  )[1];
}

/** Kills every server a test started and left running. */
export function stopServers(): void {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  running.clear();
}

/** A port nothing listens on now: the system picks it, and it is free again once this returns. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The port a server started with PORT=0 says it listens on, once it does. */
export async function listeningPort(server: ServerProcess): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const port = /listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1];
    if (port) return Number(port);
    if (server.child.exitCode !== null) throw new Error(`server exited during start-up:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not listen:\n${server.output()}`);
}
