/**
 * The outbox under a burst: queues 1,000 emails into a fresh database (PGlite
 * in memory, or a new database on the DATABASE_URL server), then runs the real
 * worker with the real pooled SMTP mailer against a local SMTP listener (in a
 * process of its own, as a mail server would be), once with the default
 * settings (5 at once, at most 100 a second) and once without a rate limit.
 * Reports emails per second, how many arrived, duplicates (0 expected) and the
 * SMTP connections opened; fails unless every email arrived exactly once and
 * every row is marked sent.
 *
 * BENCH_OUTBOX_MESSAGES (1000), BENCH_OUTBOX_CONCURRENCY (5), BENCH_OUTBOX_RATE
 * (100, for the limited run), BENCH_OUTBOX_LATENCY_MS (0: each answer of the
 * listener delayed by that much, as a distant mail server's would be) and
 * BENCH_OUTBOX_PORT (the listener's port, the next one up used too; 0: any
 * free ports) change the set-up.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { count, eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { logger } from "~/lib/runtime/logger.server";
import { createMailer } from "~/lib/runtime/mailer.server";
import { DEFAULT_CONCURRENCY } from "~/lib/runtime/outbox.server";
import { DEFAULT_RATE_PER_SECOND, startOutboxWorker } from "~/lib/runtime/outbox-worker.server";
import { readEmails } from "../support/mail";
import { startMailSink } from "../support/mail-sink";
import { createEmptyPostgresDatabase } from "../support/postgres";

const MESSAGES = Number(process.env.BENCH_OUTBOX_MESSAGES ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_OUTBOX_CONCURRENCY ?? DEFAULT_CONCURRENCY);
const RATE = Number(process.env.BENCH_OUTBOX_RATE ?? DEFAULT_RATE_PER_SECOND);
const LATENCY_MS = Number(process.env.BENCH_OUTBOX_LATENCY_MS ?? 0);
const PORT = Number(process.env.BENCH_OUTBOX_PORT ?? 0);
const LISTENER = "--smtp-listener";

/**
 * The listener's process: the SMTP sink writing each message to `mailDir`,
 * behind a TCP relay that counts the connections made and delays every answer
 * by LATENCY_MS. Prints its port, then, once its stdin closes, the number of
 * connections, and exits.
 */
async function runListener(mailDir: string) {
  const sink = await startMailSink(mailDir, PORT ? PORT + 1 : 0);
  let opened = 0;
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    opened++;
    const upstream = net.connect(sink.port, "127.0.0.1");
    sockets.add(client).add(upstream);
    const done = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    // Each write at once (no Nagle): SMTP is a conversation of short lines.
    for (const socket of [client, upstream]) socket.setNoDelay(true).on("close", done).on("error", done);
    client.pipe(upstream);
    if (LATENCY_MS > 0) upstream.on("data", (chunk: Buffer) => setTimeout(() => client.write(chunk), LATENCY_MS));
    else upstream.pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(PORT, "127.0.0.1", () => resolve()));
  console.log(JSON.stringify({ port: (relay.address() as net.AddressInfo).port }));
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.once("end", resolve));
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
  await sink.close();
  console.log(JSON.stringify({ opened }));
}

/** Starts the listener's process; `finish()` stops it and resolves to the connections it counted. */
async function startListener(mailDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), LISTENER, mailDir], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error("the SMTP listener did not start");
  const { port } = JSON.parse(first.value) as { port: number };
  return {
    port,
    async finish(): Promise<number> {
      child.stdin!.end();
      const last = await lines.next();
      return last.done ? NaN : (JSON.parse(last.value) as { opened: number }).opened;
    },
  };
}

type Run = { label: string; rate: number };

async function measure(handle: Awaited<ReturnType<typeof openDatabase>>, scratch: string, run: Run, index: number) {
  await handle.db.delete(emailOutbox);
  const tag = `Bench outbox ${index}`;
  const rows = Array.from({ length: MESSAGES }, (_, i) => ({
    to: `owner${i}@example.co.za`,
    subject: `${tag} #${i}`,
    text: `Message ${i} of the burst.`,
  }));
  for (let i = 0; i < rows.length; i += 500) await handle.db.insert(emailOutbox).values(rows.slice(i, i + 500));
  await new Promise((resolve) => setTimeout(resolve, 50)); // past the database clock's "now"

  const mailDir = path.join(scratch, `received-${index}`);
  fs.mkdirSync(mailDir, { recursive: true });
  const listener = await startListener(mailDir);
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${listener.port}`,
    mailFrom: "Kestrel Advisory <no-reply@kestrel.test>",
    dataDir: scratch,
    maxConnections: CONCURRENCY,
  });
  const received = () => fs.readdirSync(mailDir).filter((name) => name.endsWith(".eml")).length;

  const t0 = performance.now();
  const worker = startOutboxWorker(handle, mailer, { concurrency: CONCURRENCY, ratePerSecond: run.rate });
  const deadline = t0 + Math.max(120_000, (MESSAGES / Math.max(1, run.rate || 1_000)) * 3_000);
  // Polled every 50 ms: listing the folder more often would take time from the worker.
  while (received() < MESSAGES && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const seconds = (performance.now() - t0) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500)); // time for a duplicate to show itself
  await worker.stop();
  mailer.close();
  const connections = await listener.finish();

  const emails = readEmails(mailDir).filter((email) => email.subject.startsWith(`${tag} #`));
  const distinct = new Set(emails.map((email) => email.subject)).size;
  const [{ sent }] = await handle.db.select({ sent: count() }).from(emailOutbox).where(eq(emailOutbox.status, "sent"));
  return {
    run: run.label,
    "emails/s": +(MESSAGES / seconds).toFixed(1),
    seconds: +seconds.toFixed(2),
    received: emails.length,
    duplicates: emails.length - distinct,
    "rows sent": sent,
    "SMTP connections": connections,
    ok: distinct === MESSAGES && emails.length === MESSAGES && sent === MESSAGES,
  };
}

async function main() {
  logger.level = "warn";
  const postgres = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : null;
  const engine = postgres ? "PostgreSQL" : "PGlite";
  const handle = await openDatabase(postgres ? { databaseUrl: postgres.url } : { inMemory: true });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-bench-outbox-"));
  try {
    await handle.migrate();
    const runs: Run[] = [
      { label: `${CONCURRENCY} at once, at most ${RATE}/s`, rate: RATE },
      { label: `${CONCURRENCY} at once, no rate limit`, rate: 0 },
    ];
    const results = [];
    for (const [index, run] of runs.entries()) results.push(await measure(handle, scratch, run, index));

    console.log(
      `\nOutbox burst (${engine}): ${MESSAGES} emails queued, real worker and pooled SMTP mailer, SMTP listener in another process` +
        (LATENCY_MS > 0 ? `, answering ${LATENCY_MS} ms late` : ""),
    );
    console.table(Object.fromEntries(results.map(({ run, ok: _ok, ...figures }) => [run, figures])));
    const ok = results.every((result) => result.ok);
    console.log(
      ok ? "Count check passed: every email arrived once, 0 duplicates, every row sent." : "COUNT CHECK FAILED",
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await handle.close();
    fs.rmSync(scratch, { recursive: true, force: true });
    await postgres?.drop();
  }
}

if (process.argv[2] === LISTENER) await runListener(process.argv[3]);
else await main();
