/**
 * A backup of the embedded database while the site runs (ADR 036). PGlite admits one process per data folder, so
 * `npm run backup` cannot open the folder the running site holds: it asks that site, which writes the backup through
 * its own connection. The site answers only a request made on this machine (the socket's own address, never
 * X-Forwarded-For, and nothing a proxy relayed) that carries a key derived from AUTH_SECRET; to any other request,
 * and on PostgreSQL (where the command connects itself), the address is unknown: the 404 page.
 */
import crypto from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import net from "node:net";
import { Readable, type Writable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import type { DatabaseHandle } from "~/db/client.server";
import { uploadsDir } from "../insights/uploads.server";
import type { Env } from "../runtime/env.server";
import { logger } from "../runtime/logger.server";
import { writeBackup } from "./dump.server";

export const BACKUP_PATH = "/_backup";
/** What the key is an HMAC of, so that it is good for this and nothing else AUTH_SECRET signs. */
const KEY_PURPOSE = "kestrel-advisory backup over loopback v1";

/** The key `npm run backup` sends the site it runs beside (both read AUTH_SECRET, or DATA_DIR/auth-secret). */
export function backupKey(authSecret: string): string {
  return crypto.createHmac("sha256", authSecret).update(KEY_PURPOSE).digest("base64url");
}

/** 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  return plain === "::1" || (net.isIPv4(plain) && plain.startsWith("127."));
}

/** Whether a request may have the backup: from this machine, not relayed by a proxy, with the key. */
export function mayBackUp(
  request: { remoteAddress: string | undefined; headers: IncomingHttpHeaders },
  authSecret: string,
): boolean {
  if (!isLoopback(request.remoteAddress)) return false;
  if (request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined) return false;
  const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
  if (!given) return false;
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(backupKey(authSecret)));
}

/**
 * The handler of GET /_backup for the site whose services `site` gives (asked at each request): the backup, streamed
 * as it is written, or the next handler (the 404 page).
 */
export function backupHandler(site: () => { database: DatabaseHandle; env: Pick<Env, "authSecret"> }) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const { database, env } = site();
    if (
      database.kind !== "pglite" ||
      !mayBackUp({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, env.authSecret)
    )
      return next();
    res.writeHead(200, { "Content-Type": "application/gzip", "Cache-Control": "no-store" });
    try {
      await writeBackup(database, res, { uploadsDir: uploadsDir(), authSecret: env.authSecret });
    } catch (error) {
      // The response is broken off (the command reports it); the site carries on.
      logger.warn({ err: error }, "backup over loopback failed");
    }
  };
}

/** Has the site on `port` of this machine write its backup into `output`. */
export async function downloadBackup(port: number, authSecret: string, output: Writable): Promise<void> {
  const address = `http://127.0.0.1:${port}${BACKUP_PATH}`;
  let response: Response;
  try {
    response = await fetch(address, { headers: { authorization: `Bearer ${backupKey(authSecret)}` } });
  } catch (error) {
    throw new Error(
      `No site answered at ${address} (${(error as Error).cause ?? (error as Error).message}): run the backup with the site's PORT.`,
    );
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    throw new Error(
      `The site at ${address} did not send a backup (HTTP ${response.status}): run the backup with the site's DATA_DIR and AUTH_SECRET, against a version of the site that serves backups.`,
    );
  }
  try {
    await pipeline(Readable.fromWeb(response.body as ReadableStream<Uint8Array>), output);
  } catch (error) {
    throw new Error(`The site's backup broke off (${(error as Error).message}); its log says why.`);
  }
}
