/**
 * `npm run backup` and `npm run restore` on the embedded database (ADR 036), as commands: a backup beside the
 * production server holding the data folder (which writes it for the command, over loopback, and answers anyone else
 * with the 404 page), restored into a new folder, with the lead and the uploaded file in it. PGlite only: on PostgreSQL the command always connects itself (tests/integration/backup.test.ts).
 */
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { leads, type LeadQuery } from "~/db/schema";
import { backupKey } from "~/lib/backup/over-loopback.server";
import { temporaryDir } from "../support/environment";
import { listeningPort, startServer, stopServers, waitHealthy } from "../support/server-process";

const UPLOAD = "fedcba9876543210fedcba9876543210.jpg";

/** Runs the operator command `npm run <command>` runs, the compiled one of build/scripts (ADR 048), with `env`; its output. */
async function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ["scripts/command.mjs", command, ...args], {
    env: { ...process.env, DATABASE_URL: "", AUTH_SECRET: "", LOG_LEVEL: "warn", ...env },
  });
  return stdout + stderr;
}

test.skip(
  Boolean(process.env.DATABASE_URL),
  "the embedded database's commands; on PostgreSQL the command connects itself",
);

test("npm run backup beside the running site has it write the backup, which restores into a new folder", async () => {
  test.setTimeout(150_000);
  const work = temporaryDir("kestrel-backup-spec");
  const dataDir = path.join(work, "site");
  const restoredDir = path.join(work, "restored");
  try {
    // A lead and an uploaded file, written before the site starts (PGlite allows one process at a time).
    const lead = {
      kind: "contact",
      name: "Lerato Dlamini",
      email: "lerato@example.co.za",
      business: "Dlamini Bakeries",
      answers: { turnover: "r10m-r50m", pain: ["cashflow"], consent: true },
      query: { utm_source: "backup-spec" } as LeadQuery,
      idempotencyKey: crypto.randomUUID(),
    };
    const folder = await openDatabase({ dataDir });
    await folder.migrate();
    const [stored] = await folder.db.insert(leads).values(lead).returning();
    await folder.close();
    fs.mkdirSync(path.join(dataDir, "uploads"));
    const image = crypto.randomBytes(2_000);
    fs.writeFileSync(path.join(dataDir, "uploads", UPLOAD), image);

    const server = startServer({ PORT: "0", DATA_DIR: dataDir, DATABASE_URL: "", AUTH_SECRET: "", LOG_LEVEL: "info" });
    const port = await listeningPort(server);
    await waitHealthy(port, server);
    const address = `http://127.0.0.1:${port}/_backup`;
    const key = backupKey(fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim());
    // Without the key, or relayed by a proxy, the address is unknown.
    expect((await fetch(address)).status).toBe(404);
    expect(
      (
        await fetch(address, {
          headers: { authorization: `Bearer ${backupKey("another secret of at least 32 characters")}` },
        })
      ).status,
    ).toBe(404);
    expect(
      (await fetch(address, { headers: { authorization: `Bearer ${key}`, "x-forwarded-for": "127.0.0.1" } })).status,
    ).toBe(404);

    // The site holds the folder: the command has it write the backup.
    const file = path.join(work, "backups", "running.jsonl.gz");
    const running = await run("backup", ["--out", file], { DATA_DIR: dataDir, PORT: String(port) });
    expect(running).toMatch(
      new RegExp(`uploaded files from the running site \\(port ${port}, process ${server.child.pid}\\)`),
    );
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(server.output()).toContain('"msg":"backup written"');
    stopServers();
    await server.exited;

    // Into a new folder, with the site's secret beside it (as the README says).
    fs.mkdirSync(restoredDir);
    fs.copyFileSync(path.join(dataDir, "auth-secret"), path.join(restoredDir, "auth-secret"));
    const restoring = await run("restore", [file], { DATA_DIR: restoredDir });
    expect(restoring).toMatch(/Restored \d+ rows and 1 uploaded files into the embedded database/);
    expect(restoring).not.toContain("AUTH_SECRET is not the one");
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const [row] = await restored.db.select().from(leads).where(eq(leads.id, stored.id));
      expect(row).toEqual(stored);
    } finally {
      await restored.close();
    }
    expect(fs.readFileSync(path.join(restoredDir, "uploads", UPLOAD)).equals(image)).toBe(true);
  } finally {
    stopServers();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
