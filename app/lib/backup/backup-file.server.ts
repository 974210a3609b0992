/**
 * A backup file on disk (ADR 036): written to FILE.partial, readable by its owner only (it holds every person's data
 * and the password hashes), flushed to the disk, read back whole, and only then renamed to FILE. A failed or
 * interrupted backup leaves no FILE, and an earlier file of that name as it was.
 */
import fs from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { checkBackup, type CheckedBackup } from "./backup-format.server";

export type WrittenBackup<T> = CheckedBackup & { bytes: number; result: T };

export async function writeBackupFile<T>(
  file: string,
  write: (output: Writable) => Promise<T>,
): Promise<WrittenBackup<T>> {
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.rmSync(partial, { force: true });
  // Opened here, so that a folder it cannot write to is reported at once, before the database is opened.
  const output = fs.createWriteStream("", { fd: fs.openSync(partial, "wx", 0o600) });
  try {
    const result = await write(output);
    const descriptor = fs.openSync(partial, "r");
    try {
      fs.fsyncSync(descriptor);
    } finally {
      fs.closeSync(descriptor);
    }
    const checked = await checkBackup(fs.createReadStream(partial));
    fs.renameSync(partial, file);
    return { ...checked, bytes: fs.statSync(file).size, result };
  } catch (error) {
    output.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
