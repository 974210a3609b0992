/**
 * Uploaded images: checked by their content (magic bytes, then sharp must
 * decode them), refused from their header alone when they would decode to
 * more than 40 megapixels or 160 MB (image-limits.ts), turned upright by their
 * EXIF orientation, resized once into the variants image-variants.ts plans,
 * with every piece of metadata (EXIF, GPS, camera, colour profile) left
 * behind, and stored with their sizes: in the database (the default, so a
 * backup holds them) or in S3-compatible storage (ADR 033). The original is
 * not kept. One image is processed at a time in a process, with sharp's cache
 * off, so the memory it takes is bounded and given back (ADR 043).
 */
import crypto from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { and, eq, inArray } from "drizzle-orm";
import { db, type Queryable } from "~/db/client.server";
import { images, imageVariants } from "~/db/schema";
import { env, type ImageStorageConfig } from "../runtime/env.server";
import { logger } from "../runtime/logger.server";
import { detectImageType, MAX_UPLOAD_BYTES, UPLOAD_NOT_IMAGE, UPLOAD_TOO_LARGE } from "./image-types";
import { decodedSizeRefusal, MAX_IMAGE_PIXELS } from "./image-limits";
import { oneAtATime } from "./one-at-a-time";
import { s3ObjectStore, type ObjectStore } from "./object-storage.server";
import {
  CONTENT_TYPES,
  isImageId,
  OG_SIZE,
  planVariants,
  variantFileName,
  workingWidth,
  type PlannedVariant,
  type StoredImage,
  type VariantFormat,
  type VariantName,
} from "./image-variants";

export { MAX_IMAGE_PIXELS, UPLOAD_TOO_MANY_BYTES, UPLOAD_TOO_MANY_PIXELS } from "./image-limits";

// libvips' operation cache would keep the last images' pixels (up to 50 MB) after their upload is answered, and each
// of its threads takes memory of its own that glibc keeps: no cache, and one thread an operation (sharp's own default
// on glibc without MALLOC_ARENA_MAX, made explicit for every allocator and setting).
sharp.cache(false);
sharp.concurrency(1);

/** Image processing in this process: one image at a time; a second upload waits its turn. */
export const imageProcessing = oneAtATime();

export type StoreImageResult = { ok: true; image: StoredImage } | { ok: false; message: string };

export type ImageStorageOptions = {
  /** where the bytes go (the configured storage by default) */
  storage?: ImageStorageConfig;
};

/** The object key of a variant in S3-compatible storage. */
export function objectKey(id: string, name: VariantName, format: VariantFormat): string {
  return `images/${id}/${variantFileName(name, format)}`;
}

export function objectStoreFor(storage: ImageStorageConfig): ObjectStore | null {
  return storage.kind === "s3" ? s3ObjectStore(storage) : null;
}

/** Encodes one planned variant from the upright working copy. Every encoder leaves metadata out (no withMetadata). */
async function render(source: Sharp, variant: PlannedVariant): Promise<Buffer> {
  let pipeline = source.clone();
  pipeline =
    variant.name === "og"
      ? pipeline
          .resize(OG_SIZE.width, OG_SIZE.height, { fit: "cover", position: sharp.strategy.attention })
          .flatten({ background: "#ffffff" })
      : pipeline.resize(variant.width, variant.height, { fit: "fill" });
  switch (variant.format) {
    case "avif":
      return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality: 80 }).toBuffer();
    case "jpeg":
      return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case "png":
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
  }
}

/**
 * Decodes the upload once, upright (rotate() with no angle follows the EXIF orientation, which is not kept), into a
 * working copy of 8-bit pixels no wider than the variants need, then makes every variant from that copy. Decoding
 * streams through the resize, so a large image is not held whole in memory (unless it must be turned), and the
 * variants never decode the file again.
 */
async function makeVariants(bytes: Uint8Array, upright: { width: number; height: number }) {
  let decoder = sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const width = workingWidth(upright);
  if (width < upright.width) decoder = decoder.resize({ width });
  const working = await decoder.raw().toBuffer({ resolveWithObject: true });
  const { channels } = working.info;
  const source = sharp(working.data, { raw: { width: working.info.width, height: working.info.height, channels } });
  // See-through pixels, if any, are still there in the working copy (its alpha is resized with the rest).
  const transparent = channels === 2 || channels === 4 ? !(await source.clone().stats()).isOpaque : false;
  const plan = planVariants({ width: upright.width, height: upright.height, transparent });
  // One after the other: encoders (AVIF's most) run on whichever of the thread pool's threads is free, and glibc keeps
  // what each thread freed in an arena of its own, so ten encodes at once left the process larger after every upload.
  const variants: { variant: PlannedVariant; data: Buffer }[] = [];
  for (const variant of plan.variants) variants.push({ variant, data: await render(source, variant) });
  return { plan, variants };
}

/**
 * Checks, resizes and stores an uploaded image; its id, size and fallback format, or why it was refused (nothing is
 * stored then). `uploadedBy` is the member of staff who sent it.
 */
export async function storeUploadedImage(
  file: File | Uint8Array,
  { uploadedBy = null, storage = env().imageStorage }: ImageStorageOptions & { uploadedBy?: string | null } = {},
): Promise<StoreImageResult> {
  if (file instanceof File && file.size > MAX_UPLOAD_BYTES) return { ok: false, message: UPLOAD_TOO_LARGE };
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : file;
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, message: UPLOAD_TOO_LARGE };
  if (!detectImageType(bytes)) return { ok: false, message: UPLOAD_NOT_IMAGE };

  // The first bytes say image: the decoder must agree, and the picture must be of a size worth decoding, which its
  // header tells without decoding a pixel.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: UPLOAD_NOT_IMAGE };
  }
  if (!metadata.width || !metadata.height) return { ok: false, message: UPLOAD_NOT_IMAGE };
  const refusal = decodedSizeRefusal(metadata);
  if (refusal) return { ok: false, message: refusal };

  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  let made: Awaited<ReturnType<typeof makeVariants>>;
  try {
    made = await imageProcessing.run(() => makeVariants(bytes, upright));
  } catch (error) {
    // Headers that decode and pixels that do not: a damaged or disguised file.
    logger.warn({ err: error }, "an uploaded image could not be decoded");
    return { ok: false, message: UPLOAD_NOT_IMAGE };
  }
  const { plan, variants } = made;

  const id = crypto.randomUUID();
  const largest = plan.widths[plan.widths.length - 1];
  const objects = objectStoreFor(storage);
  if (objects) {
    await Promise.all(
      variants.map(({ variant, data }) =>
        objects.put(objectKey(id, variant.name, variant.format), data, CONTENT_TYPES[variant.format]),
      ),
    );
  }
  try {
    await db().transaction(async (tx) => {
      await tx.insert(images).values({
        id,
        width: largest.width,
        height: largest.height,
        fallbackFormat: plan.fallbackFormat,
        storage: storage.kind,
        uploadedBy,
      });
      await tx.insert(imageVariants).values(
        variants.map(({ variant, data }) => ({
          imageId: id,
          name: variant.name,
          format: variant.format,
          width: variant.width,
          height: variant.height,
          byteLength: data.byteLength,
          data: objects ? null : data,
        })),
      );
    });
  } catch (error) {
    if (objects)
      await deleteObjects(
        objects,
        variants.map(({ variant }) => objectKey(id, variant.name, variant.format)),
      ).catch(() => undefined);
    throw error;
  }
  return { ok: true, image: { id, width: largest.width, height: largest.height, fallbackFormat: plan.fallbackFormat } };
}

/** An image's id, size and fallback format, or null when there is no such image. */
export async function getStoredImage(id: string, q: Queryable = db()): Promise<StoredImage | null> {
  const [row] = await q
    .select({ id: images.id, width: images.width, height: images.height, fallbackFormat: images.fallbackFormat })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
  return row ?? null;
}

/** The stored images of these ids that the library has, by id. */
export async function storedImages(ids: string[], q: Queryable = db()): Promise<Record<string, StoredImage>> {
  const known = [...new Set(ids)].filter(isImageId);
  if (known.length === 0) return {};
  const rows = await q
    .select({ id: images.id, width: images.width, height: images.height, fallbackFormat: images.fallbackFormat })
    .from(images)
    .where(inArray(images.id, known));
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

export type ImageBytes = { body: Uint8Array; contentType: string };

/** A variant's bytes, from wherever its image is kept, or null when there is no such image or variant. */
export async function readImageVariant(
  id: string,
  name: VariantName,
  format: VariantFormat,
  { storage = env().imageStorage }: ImageStorageOptions = {},
): Promise<ImageBytes | null> {
  const [row] = await db()
    .select({ storage: images.storage, data: imageVariants.data })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(and(eq(imageVariants.imageId, id), eq(imageVariants.name, name), eq(imageVariants.format, format)))
    .limit(1);
  if (!row) return null;
  if (row.storage === "database") return row.data ? { body: row.data, contentType: CONTENT_TYPES[format] } : null;
  const objects = objectStoreFor(storage);
  if (!objects) {
    logger.error({ imageId: id }, "an image kept in S3-compatible storage was asked for, and IMAGE_STORAGE is not s3");
    return null;
  }
  const body = await objects.get(objectKey(id, name, format));
  return body ? { body, contentType: CONTENT_TYPES[format] } : null;
}

/** Deletes objects a few at a time. */
export async function deleteObjects(objects: ObjectStore, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 8) await Promise.all(keys.slice(i, i + 8).map((key) => objects.delete(key)));
}
