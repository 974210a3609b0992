/**
 * A newsletter send survives its server being killed: a real server sends an
 * issue to 30 confirmed subscribers at 10 a batch, is killed with SIGKILL
 * after the first copies have arrived, and is started again on the same
 * database; the real SMTP listener then counts exactly one copy for each
 * subscriber. (The outbox delivers at least once: the kill comes between
 * batches, when no copy is between the listener's acceptance and its record.)
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { openDatabase } from "~/db/client.server";
import { blogCategories, blogPosts, leads, newsletterIssues, newsletterSubscribers } from "~/db/schema";
import { readEmails } from "../support/mail";
import { startMailSink } from "../support/mail-sink";
import { temporaryDir } from "../support/environment";
import { createEmptyPostgresDatabase } from "../support/postgres";
import { freePort, startServer, stopServers, waitHealthy } from "../support/server-process";

const SUBSCRIBERS = 30;

test("an interrupted send resumes after a kill, and every subscriber gets the issue exactly once", async () => {
  test.setTimeout(180_000);
  const dataDir = temporaryDir("kestrel-newsletter-resume");
  const database = process.env.DATABASE_URL ? await createEmptyPostgresDatabase() : undefined;
  const sink = await startMailSink(temporaryDir("kestrel-newsletter-resume-mail"));
  const subject = `Resumed issue ${crypto.randomBytes(3).toString("hex")}`;
  try {
    // The issue, its post and its readers, written before the server starts (PGlite allows one process at a time).
    const handle = await openDatabase(database ? { databaseUrl: database.url } : { dataDir });
    await handle.migrate();
    const [category] = await handle.db
      .insert(blogCategories)
      .values({ name: "Growth", slug: "growth", icon: "TrendingUp" })
      .returning();
    const [post] = await handle.db
      .insert(blogPosts)
      .values({
        title: "Cash flow in December",
        slug: "cash-flow-in-december",
        summary: "Plan for the quiet weeks.",
        content: "Body.",
        categoryId: category.id,
        authorName: "Kestrel",
        isPublished: true,
        publishedAt: new Date(),
      })
      .returning();
    const readers = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${i}@example.co.za`);
    // Each reader's sign-up (a lead of kind "newsletter") and the confirmed subscription it made.
    const signUps = await handle.db
      .insert(leads)
      .values(
        readers.map((email) => ({
          kind: "newsletter",
          email,
          sourcePath: "/insights",
          consentAt: new Date(),
          idempotencyKey: crypto.randomUUID(),
        })),
      )
      .returning({ id: leads.id, email: leads.email });
    await handle.db.insert(newsletterSubscribers).values(
      signUps.map((lead) => ({
        email: lead.email,
        subscription: "confirmed" as const,
        confirmedAt: new Date(),
        leadId: lead.id,
      })),
    );
    await handle.db.insert(newsletterIssues).values({
      subject,
      intro: "This month's reading.",
      postIds: [post.id],
      state: "sending",
      sendStartedAt: new Date(),
    });
    await handle.close();

    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      // 10 copies every 10 seconds.
      NEWSLETTER_SEND_PER_MINUTE: "60",
      LOG_LEVEL: "info",
    };
    const copies = () => readEmails(sink.dir).filter((email) => email.subject === subject);

    const first = startServer(env);
    await waitHealthy(port, first);
    await expect.poll(() => copies().length, { timeout: 60_000 }).toBeGreaterThan(0);
    // Between batches: the first batch delivered, the next not yet queued.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    first.child.kill("SIGKILL");
    await first.exited;
    const beforeKill = copies().length;
    expect(beforeKill).toBeGreaterThan(0);
    expect(beforeKill).toBeLessThan(SUBSCRIBERS);

    const second = startServer(env);
    await waitHealthy(port, second);
    await expect.poll(() => copies().length, { timeout: 90_000, intervals: [1_000] }).toBe(SUBSCRIBERS);
    // Nothing more comes in the next batches' time.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const received = copies().map((email) => email.to);
    expect(received).toHaveLength(SUBSCRIBERS);
    expect(new Set(received)).toEqual(new Set(readers));
    expect(second.output()).toContain("queued newsletter copies");
  } finally {
    stopServers();
    await sink.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
