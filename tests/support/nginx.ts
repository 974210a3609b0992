/**
 * Debian's nginx in front of app processes, with the very server configuration compose.yaml mounts
 * (deploy/nginx/kestrel.conf): a prefix folder of its own, a main configuration that includes that file, the
 * upstream list naming the test's processes, and the listen port swapped for a free one. Runs as the current user,
 * in the foreground; stop() ends it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export function findNginx(): string | undefined {
  return NGINX_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

export type Nginx = { port: number; prefix: string; errors(): string; stop(): Promise<void> };

export async function startNginx({ port, upstreams }: { port: number; upstreams: string[] }): Promise<Nginx> {
  const binary = findNginx();
  if (!binary) throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-nginx-"));
  for (const dir of ["tmp", "cache"]) fs.mkdirSync(path.join(prefix, dir));
  const site = fs.readFileSync(path.resolve("deploy/nginx/kestrel.conf"), "utf8");
  if (!/^\s*listen 8080;$/m.test(site))
    throw new Error("deploy/nginx/kestrel.conf no longer listens on 8080: update this helper");
  fs.writeFileSync(
    path.join(prefix, "kestrel.conf"),
    site.replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${port};`),
  );
  fs.writeFileSync(
    path.join(prefix, "kestrel-upstream.conf"),
    upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=5s;\n`).join(""),
  );
  const root = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${root ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid nginx.pid;
error_log error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  include kestrel.conf;
}
`,
  );
  const args = ["-p", `${prefix}/`, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")];
  const test = spawnSync(binary, [...args, "-t"], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  const child: ChildProcess = spawn(binary, args, { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`nginx did not start:\n${readErrors(prefix)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    prefix,
    errors: () => readErrors(prefix),
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function readErrors(prefix: string): string {
  try {
    return fs.readFileSync(path.join(prefix, "error.log"), "utf8");
  } catch {
    return "";
  }
}
