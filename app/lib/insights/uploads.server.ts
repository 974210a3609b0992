/**
 * The featured images of earlier posts, kept in DATA_DIR/uploads as they were sent and still served under the names
 * they were given. New uploads are checked by lib/images/image-types.ts, and resized and stored by lib/images
 * (ADR 033).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { IMAGE_TYPES, type ImageExtension } from "../images/image-types";
import { env } from "../runtime/env.server";

/** The names uploads were given, and the only ones served (and backed up). */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

export function uploadsDir(): string {
  return path.join(env().dataDir, "uploads");
}

/** An uploaded image by the name in its address, or null for any other name or a missing file. */
export async function readUploadedImage(name: string): Promise<{ body: Buffer; contentType: string } | null> {
  const match = UPLOAD_NAME.exec(name);
  if (!match) return null;
  try {
    const body = await fs.readFile(path.join(uploadsDir(), name));
    return { body, contentType: IMAGE_TYPES[match[1] as ImageExtension] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
