/**
 * A production server of this app in its own process, for tests that need a
 * server of their own (their own port, data folder, SMTP settings): start it,
 * wait until /healthz answers, read what it printed. Stop every one with
 * stopServers() after each test.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
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
    execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], { stdio: "inherit" });
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

/** Kills every server a test started and left running. */
export function stopServers(): void {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  running.clear();
}
