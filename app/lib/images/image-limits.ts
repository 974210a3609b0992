/**
 * How big an uploaded image may be once decoded, read from its header before
 * any pixel is: its pixels (40 megapixels) and its bytes in memory (160 MB).
 * A file's size says little: a 16-bit PNG of 8000 × 5000 in one flat colour is
 * a few hundred KB and passes the pixel limit, yet decodes to 240 MB, and the
 * decoder holds that much (and more while it resizes) for as long as it works.
 * Pure rules, shared by the upload and its tests (ADR 043).
 */

/** The most pixels an upload may decode to (a small file can hold an enormous image). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const UPLOAD_TOO_MANY_PIXELS = "The image must be at most 40 megapixels (such as 8000 × 5000 pixels).";

/** The most bytes an upload may decode to: 40 megapixels of 8-bit colour with transparency (4 bytes a pixel). */
export const MAX_DECODED_BYTES = MAX_IMAGE_PIXELS * 4;
export const UPLOAD_TOO_MANY_BYTES =
  "The image is too large once opened: save it with 8-bit colour, or make it smaller (at most 40 megapixels, such as 8000 × 5000 pixels).";

/** Bytes per sample of each of libvips' pixel formats (sharp's metadata `depth`). */
const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** What an image's header says: sharp's metadata, or the part of it these rules read. */
export type ImageHeader = { width?: number; height?: number; channels?: number; depth?: string };

/**
 * The bytes one frame of the image takes decoded: width × height × channels × bytes per sample. Only the first frame
 * of an animated image is ever decoded (sharp reads one page unless asked for more, and the variants are stills), so
 * one frame is what it costs. A format the table does not know counts as 8 bytes a sample, the cautious side.
 */
export function decodedBytes(header: ImageHeader): number {
  const samples = (header.width ?? 0) * (header.height ?? 0) * (header.channels ?? 4);
  return samples * (BYTES_PER_SAMPLE[header.depth ?? ""] ?? 8);
}

/** Why an image is too big to decode, from its header alone, or null when it is within both limits. */
export function decodedSizeRefusal(header: ImageHeader): string | null {
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_IMAGE_PIXELS) return UPLOAD_TOO_MANY_PIXELS;
  if (decodedBytes(header) > MAX_DECODED_BYTES) return UPLOAD_TOO_MANY_BYTES;
  return null;
}
