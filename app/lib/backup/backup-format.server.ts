/**
 * The backup file (ADR 036): gzip-compressed JSON lines, the same for PGlite and PostgreSQL.
 *
 * - The first line is the header: the format and its version, when the snapshot was taken, the database it came
 *   from, its applied migrations, and every table with its columns and row count, in foreign-key order.
 * - Then each table's rows, in the header's order, a batch a line: `{"table": …, "rows": [{column: value}, …]}`.
 *   Every value is PostgreSQL's text for it (what COPY writes: bytea as \x hex, arrays as {…}, jsonb as its text)
 *   or null, so nothing is lost to JSON's numbers and any type reads back exactly through its own input function.
 * - Then the uploaded files of DATA_DIR/uploads, one a line: `{"file": name, "data": base64}`.
 * - Last, `{"end": {"rows": n, "files": n}}`: a file without it was cut short.
 */
import crypto from "node:crypto";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import zlib from "node:zlib";
import { UPLOAD_NAME } from "../insights/uploads.server";

export const BACKUP_FORMAT = "kestrel-advisory-backup";
/**
 * The format's version. 2: every lead is in one `leads` table (ADR 054). A version 1 backup (the four lead tables) is
 * still read: its migrations are applied before its rows, and this version's after them, which move its leads.
 */
export const BACKUP_VERSION = 2;

/** A migration applied to the database, as drizzle records it (the SQL file's SHA-256, its journal time). */
export type BackupMigration = { hash: string; createdAt: number };
export type BackupTable = { name: string; columns: string[]; rows: number };

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** when the snapshot was taken (the transaction's start), ISO 8601 */
  createdAt: string;
  database: "pglite" | "postgres";
  /** PostgreSQL's version() */
  server: string;
  migrations: BackupMigration[];
  /** every table of the public schema, parents before the tables that reference them */
  tables: BackupTable[];
  /** how many uploaded files follow the rows */
  files: number;
  /**
   * secretCheck() of the AUTH_SECRET of the site that made it, which signs sessions and encrypts two-factor
   * secrets: a restore says when the site it restores for has another.
   */
  authSecretCheck: string;
};

/** A row: each column's text, or null. */
export type BackupRow = Record<string, string | null>;

export type BackupEntry =
  | { kind: "header"; header: BackupHeader }
  | { kind: "rows"; table: string; rows: BackupRow[] }
  | { kind: "file"; name: string; data: Buffer }
  | { kind: "end" };

/** A file that is not a backup, or is damaged or incomplete. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupFileError";
  }
}

/** An HMAC telling one AUTH_SECRET from another without revealing it. */
export function secretCheck(authSecret: string): string {
  return crypto
    .createHmac("sha256", authSecret)
    .update("kestrel-advisory backup: which AUTH_SECRET")
    .digest("base64url")
    .slice(0, 22);
}

export const endLine = (rows: number, files: number) => JSON.stringify({ end: { rows, files } });
export const fileLine = (name: string, data: Buffer) => JSON.stringify({ file: name, data: data.toString("base64") });
/** A batch of rows as a line, from each row's JSON text as the database wrote it (never parsed here). */
export const rowsLine = (table: string, rowsJson: string[]) =>
  `{"table":${JSON.stringify(table)},"rows":[${rowsJson.join(",")}]}`;

/**
 * The entries of a backup, read from its compressed bytes, checked as they come: the header first, each table's rows
 * in the header's order and as many as it says, valid file names, and the end line last. Throws a BackupFileError
 * at the first thing wrong; the entries already read may have been used (restore checks the whole file first).
 */
export async function* readBackup(input: Readable): AsyncGenerator<BackupEntry> {
  const gunzip = zlib.createGunzip();
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  let header: BackupHeader | undefined;
  let tableIndex = -1;
  let tableRows = 0;
  let rows = 0;
  let files = 0;
  let ended = false;

  const finishTable = () => {
    if (!header || tableIndex < 0) return;
    const table = header.tables[tableIndex];
    if (tableRows !== table.rows) damaged(`table ${table.name} has ${tableRows} rows, its header says ${table.rows}`);
  };

  try {
    for await (const line of lines(gunzip)) {
      if (ended) damaged("there is more after its end line");
      const entry = parseLine(line, header === undefined);
      if (!header) {
        header = checkHeader(entry);
        yield { kind: "header", header };
      } else if ("table" in entry) {
        if (tableIndex < 0 || header.tables[tableIndex].name !== entry.table) {
          finishTable();
          const next = header.tables.findIndex((table, index) => index > tableIndex && table.name === entry.table);
          if (next < 0) damaged(`rows of table ${String(entry.table)} come where its header has none`);
          for (let skipped = tableIndex + 1; skipped < next; skipped++) {
            if (header.tables[skipped].rows > 0) damaged(`table ${header.tables[skipped].name}'s rows are missing`);
          }
          tableIndex = next;
          tableRows = 0;
        }
        if (!Array.isArray(entry.rows)) damaged(`a line of table ${header.tables[tableIndex].name} has no rows`);
        tableRows += entry.rows.length;
        rows += entry.rows.length;
        yield { kind: "rows", table: header.tables[tableIndex].name, rows: entry.rows as BackupRow[] };
      } else if ("file" in entry) {
        if (typeof entry.file !== "string" || !UPLOAD_NAME.test(entry.file) || typeof entry.data !== "string") {
          damaged("it holds a file whose name is not an uploaded image's");
        }
        files += 1;
        yield { kind: "file", name: entry.file, data: Buffer.from(entry.data, "base64") };
      } else if ("end" in entry) {
        finishTable();
        const missing = header.tables.find((table, index) => index > tableIndex && table.rows > 0);
        if (missing) damaged(`table ${missing.name}'s rows are missing`);
        const end = entry.end as { rows?: unknown; files?: unknown };
        if (end.rows !== rows || end.files !== files || files !== header.files) {
          damaged(
            `its end line counts ${String(end.rows)} rows and ${String(end.files)} files; it holds ${rows} rows and ${files} files`,
          );
        }
        ended = true;
        yield { kind: "end" };
      } else {
        damaged("it has a line that is neither rows, a file nor its end");
      }
    }
  } catch (error) {
    // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR: "unexpected end of file") say the bytes are not whole gzip.
    if (!String((error as NodeJS.ErrnoException).code ?? "").startsWith("Z_")) throw error;
    throw new BackupFileError(
      `The backup file is damaged or cut short: it does not decompress (${(error as Error).message}).`,
    );
  } finally {
    input.unpipe(gunzip);
    gunzip.destroy();
    input.destroy();
  }
  if (!header) throw new BackupFileError("The backup file is empty.");
  if (!ended) throw new BackupFileError("The backup file is cut short: it ends before its end line.");
}

export type CheckedBackup = { header: BackupHeader; rows: number; files: number };

/** Reads a whole backup without writing anything: it decompresses, its header is one, and every count matches. */
export async function checkBackup(input: Readable): Promise<CheckedBackup> {
  let header: BackupHeader | undefined;
  let rows = 0;
  let files = 0;
  for await (const entry of readBackup(input)) {
    if (entry.kind === "header") header = entry.header;
    else if (entry.kind === "rows") rows += entry.rows.length;
    else if (entry.kind === "file") files += 1;
  }
  return { header: header!, rows, files };
}

function damaged(detail: string): never {
  throw new BackupFileError(`The backup file is damaged: ${detail}.`);
}

function parseLine(line: string, first: boolean): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(line);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* answered below */
  }
  if (first)
    throw new BackupFileError("This is not a Kestrel Advisory backup: its first line is not a backup's header.");
  damaged("a line is not JSON");
}

function checkHeader(value: Record<string, unknown>): BackupHeader {
  if (value.format !== BACKUP_FORMAT) {
    throw new BackupFileError("This is not a Kestrel Advisory backup: its first line is not a backup's header.");
  }
  if (typeof value.version !== "number" || value.version > BACKUP_VERSION) {
    throw new BackupFileError(
      `This backup's format (version ${String(value.version)}) is newer than this version of the site reads (${BACKUP_VERSION}): restore it with a newer version.`,
    );
  }
  const header = value as BackupHeader;
  const tables = Array.isArray(header.tables) ? header.tables : [];
  const wellFormed =
    Array.isArray(header.migrations) &&
    Array.isArray(header.tables) &&
    typeof header.files === "number" &&
    tables.every(
      (table) => typeof table?.name === "string" && Array.isArray(table.columns) && typeof table.rows === "number",
    );
  if (!wellFormed) damaged("its header is incomplete");
  return header;
}

/** The lines of a UTF-8 stream, each without its newline; a last line without one is a file cut short. */
async function* lines(input: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let parts: string[] = [];
  for await (const chunk of input) {
    let text = decoder.write(chunk);
    let newline: number;
    while ((newline = text.indexOf("\n")) !== -1) {
      parts.push(text.slice(0, newline));
      yield parts.join("");
      parts = [];
      text = text.slice(newline + 1);
    }
    if (text) parts.push(text);
  }
  if (parts.length > 0 || decoder.end())
    throw new BackupFileError("The backup file is cut short: its last line is incomplete.");
}
