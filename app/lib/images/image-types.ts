/**
 * What every image upload is first checked by: its size, and its first bytes (not its name or the browser's claimed
 * type). Pure: used by the upload's route and by the image store alike.
 */
import { UPLOAD_LIMIT } from "../forms/request-body";

export const MAX_UPLOAD_BYTES = UPLOAD_LIMIT;
export const UPLOAD_TOO_LARGE = "The image must be 5 MB or smaller.";
export const UPLOAD_NOT_IMAGE = "Please choose a PNG, JPEG, WebP or GIF image.";

/** The formats accepted, by the extension a file of that format is named with. */
export const IMAGE_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image format from the file's magic bytes, or null when it is not one we accept. */
export function detectImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}
