/**
 * What every image upload is first checked by (its size, and its first bytes:
 * not its name or the browser's claimed type), and the featured images of
 * earlier posts, kept in DATA_DIR/uploads as they were sent and still served
 * under the names they were given. New uploads are resized and stored by
 * lib/images (ADR 033).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "../runtime/env.server";
import { UPLOAD_LIMIT } from "../forms/request-body";

export const MAX_UPLOAD_BYTES = UPLOAD_LIMIT;
export const UPLOAD_TOO_LARGE = "The image must be 5 MB or smaller.";
export const UPLOAD_NOT_IMAGE = "Please choose a PNG, JPEG, WebP or GIF image.";

const TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
} as const;
type Extension = keyof typeof TYPES;

/** The names uploads were given, and the only ones served (and backed up). */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image format from the file's magic bytes, or null when it is not one we accept. */
export function detectImageType(bytes: Uint8Array): Extension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

export function uploadsDir(): string {
  return path.join(env().dataDir, "uploads");
}

/** An uploaded image by the name in its address, or null for any other name or a missing file. */
export async function readUploadedImage(name: string): Promise<{ body: Buffer; contentType: string } | null> {
  const match = UPLOAD_NAME.exec(name);
  if (!match) return null;
  try {
    const body = await fs.readFile(path.join(uploadsDir(), name));
    return { body, contentType: TYPES[match[1] as Extension] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
