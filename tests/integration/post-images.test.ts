/**
 * Images, on a real database (PGlite, or PostgreSQL when DATABASE_URL is set): an upload through the post form is
 * checked by its content, turned upright, stripped of its metadata and resized into its variants; the alt text is
 * required; the body image endpoint answers Markdown; the serving route answers the variants' bytes; orphaned images
 * are removed by one instance; and S3-compatible storage, against a small server of our own that checks signatures
 * were sent.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogCategories, blogPostRevisions, blogPosts, images, imageVariants, jobRuns } from "~/db/schema";
import { IMAGE_CLEANUP_JOB, ORPHAN_GRACE_MS, removeOrphanedImages } from "~/lib/images/image-cleanup.server";
import { imageMarkdown, primaryImagePath, type StoredImage } from "~/lib/images/image-variants";
import {
  imageProcessing,
  readImageVariant,
  storeUploadedImage,
  UPLOAD_TOO_MANY_BYTES,
} from "~/lib/images/images.server";
import type { ImageStorageConfig } from "~/lib/runtime/env.server";
import * as postEdit from "~/routes/admin/post-edit";
import * as postImages from "~/routes/admin/post-images";
import * as postNew from "~/routes/admin/post-new";
import * as imageRoute from "~/routes/resources/images";
import { BASE, outcome, startAdminSession, type AdminSession, type Who } from "../support/admin-session";

let session: AdminSession;
let categoryId = "";

beforeAll(async () => {
  session = await startAdminSession("post-images", { seed: true });
  [{ id: categoryId }] = await db().select({ id: blogCategories.id }).from(blogCategories).limit(1);
});

afterAll(async () => {
  await session?.stop();
});

// ---------------------------------------------------------------- helpers

function multipart(url: string, who: Who, fields: Record<string, string | Blob>): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const cookie = session.cookieFor(who);
  return new Request(`${BASE}${url}`, {
    method: "POST",
    body: form,
    headers: { origin: BASE, ...(cookie ? { cookie } : {}) },
  });
}

function postFields(overrides: Record<string, string | Blob> = {}): Record<string, string | Blob> {
  return {
    title: `Image post ${crypto.randomBytes(4).toString("hex")}`,
    summary: "A summary.",
    content: "Body text.",
    categoryId,
    tags: "",
    authorName: "",
    authorBio: "",
    featuredImageUrl: "",
    featuredImageAlt: "",
    seoTitle: "",
    seoDescription: "",
    ...overrides,
  };
}

/** A 2400×1800 camera photo stored on its side (EXIF orientation 6: shown 1800×2400), with GPS coordinates and a camera make. */
async function cameraJpeg(): Promise<Buffer> {
  const marker = await sharp({ create: { width: 500, height: 200, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#c0603a" } })
    .composite([{ input: marker, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "33/1 55/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "18/1 25/1 0/1" },
    })
    .toBuffer();
}

/** A small PNG with see-through pixels. */
function transparentPng(width = 640, height = 360): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 90, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

const jpegFile = async () => new File([new Uint8Array(await cameraJpeg())], "IMG_0001.JPG", { type: "image/jpeg" });

async function imageCount(): Promise<number> {
  const [{ n }] = await db().select({ n: count() }).from(images);
  return n;
}

async function postByTitle(title: string) {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.title, title));
  return row;
}

async function stored(image: File | Buffer, storage?: ImageStorageConfig): Promise<StoredImage> {
  const result = await storeUploadedImage(image instanceof File ? image : new Uint8Array(image), { storage });
  if (!result.ok) throw new Error(result.message);
  return result.image;
}

const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

// ---------------------------------------------------------------- uploads through the post form

describe("a featured image uploaded with the post form", () => {
  it("is turned upright, resized into its variants in every format, and keeps none of its metadata", async () => {
    const original = await cameraJpeg();
    const before = await sharp(original).metadata();
    // The file really carries what must go: GPS coordinates, a camera make and an orientation.
    expect(before.exif?.includes(GPS_IFD_TAG)).toBe(true);
    expect(before.exif?.toString("latin1")).toContain("TestCam");
    expect(before.orientation).toBe(6);

    const fields = postFields({
      featuredImage: new File([new Uint8Array(original)], "IMG_0001.JPG", { type: "image/jpeg" }),
      featuredImageAlt: "An owner at her till",
    });
    const saved = await outcome(postNew.action, { request: multipart("/admin/posts/new", "editor", fields) });
    expect(saved.status).toBe(302);

    const post = await postByTitle(fields.title as string);
    expect(post.featuredImageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.featuredImageUrl).toBe(`/images/${post.featuredImageId}/1600.jpg`);
    expect(post.featuredImageAlt).toBe("An owner at her till");
    expect(post.featuredImageDecorative).toBe(false);

    const [image] = await db().select().from(images).where(eq(images.id, post.featuredImageId!));
    // Upright: 1800×2400, so the 1600 width is 2133 high.
    expect(image).toMatchObject({
      width: 1600,
      height: 2133,
      fallbackFormat: "jpeg",
      storage: "database",
      uploadedBy: expect.any(String),
    });

    const variants = await db()
      .select()
      .from(imageVariants)
      .where(eq(imageVariants.imageId, image.id))
      .orderBy(imageVariants.name, imageVariants.format);
    expect(variants.map((v) => `${v.name}.${v.format} ${v.width}x${v.height}`).sort()).toEqual(
      [
        "480.avif 480x640",
        "480.webp 480x640",
        "480.jpeg 480x640",
        "960.avif 960x1280",
        "960.webp 960x1280",
        "960.jpeg 960x1280",
        "1600.avif 1600x2133",
        "1600.webp 1600x2133",
        "1600.jpeg 1600x2133",
        "og.jpeg 1200x630",
      ].sort(),
    );
    for (const variant of variants) {
      const data = variant.data!;
      expect(data.byteLength, `${variant.name}.${variant.format}`).toBe(variant.byteLength);
      const metadata = await sharp(data).metadata();
      expect(metadata.format === "heif" ? "avif" : metadata.format, `${variant.name}.${variant.format}`).toBe(
        variant.format,
      );
      expect([metadata.width, metadata.height], `${variant.name}.${variant.format}`).toEqual([
        variant.width,
        variant.height,
      ]);
      expect(metadata.exif, `${variant.name}.${variant.format} has no EXIF`).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect(data.includes(Buffer.from("TestCam")), `${variant.name}.${variant.format} has no camera make`).toBe(false);
    }
    // Upright for real: the dark marker drawn at the stored image's top left is now at the top right.
    const { data: pixels, info } = await sharp(variants.find((v) => v.name === "480" && v.format === "jpeg")!.data!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => pixels[(y * info.width + x) * info.channels];
    expect(at(info.width - 10, 10)).toBeLessThan(60);
    expect(at(10, 10)).toBeGreaterThan(150);

    // The edit form shows it again with its alt text.
    const edit = await outcome(postEdit.loader, {
      request: new Request(`${BASE}/admin/posts/${post.id}`, { headers: { cookie: session.cookieFor("editor") } }),
      params: { id: post.id },
    });
    expect((edit.body as { post: { values: Record<string, unknown> } }).post.values).toMatchObject({
      featuredImageUrl: post.featuredImageUrl,
      featuredImageAlt: "An owner at her till",
      featuredImageDecorative: false,
    });
  });

  it("refuses a file that is not an image, whatever its name and first bytes, and stores nothing", async () => {
    const notImages = [
      new File(["<svg onload=alert(1)>"], "cover.png", { type: "image/png" }),
      // A PNG's signature followed by rubbish: the magic bytes pass, the decoder does not.
      new File(
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...crypto.randomBytes(2000)])],
        "cover.png",
        { type: "image/png" },
      ),
    ];
    for (const file of notImages) {
      const [images0, posts0] = [await imageCount(), (await db().select({ n: count() }).from(blogPosts))[0].n];
      const result = await outcome(postNew.action, {
        request: multipart(
          "/admin/posts/new",
          "admin",
          postFields({ featuredImage: file, featuredImageAlt: "A cover" }),
        ),
      });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        fieldErrors: { featuredImage: "Please choose a PNG, JPEG, WebP or GIF image." },
      });
      expect(await imageCount()).toBe(images0);
      expect((await db().select({ n: count() }).from(blogPosts))[0].n).toBe(posts0);
    }
  });

  it("asks for alt text or the decorative mark, keeps the stored upload for the corrected form, and saves a decorative one", async () => {
    const fields = postFields({ featuredImage: await jpegFile() });
    const refused = await outcome(postNew.action, { request: multipart("/admin/posts/new", "admin", fields) });
    expect(refused.status).toBe(400);
    const body = refused.body as { fieldErrors: Record<string, string>; values: { featuredImageUrl: string } };
    expect(body.fieldErrors).toEqual({
      featuredImageAlt: "Describe the image for people who cannot see it, or mark it as decorative.",
    });
    expect(await postByTitle(fields.title as string)).toBeUndefined();
    // The upload is stored (until the orphan job, if never used) and fills the address, so it need not be chosen again.
    expect(body.values.featuredImageUrl).toMatch(/^\/images\/[0-9a-f-]{36}\/1600\.jpg$/);

    const again = await outcome(postNew.action, {
      request: multipart("/admin/posts/new", "admin", {
        ...fields,
        featuredImage: new File([], ""),
        featuredImageUrl: body.values.featuredImageUrl,
        featuredImageDecorative: "on",
      }),
    });
    expect(again.status).toBe(302);
    const post = await postByTitle(fields.title as string);
    expect(post).toMatchObject({
      featuredImageUrl: body.values.featuredImageUrl,
      featuredImageAlt: "",
      featuredImageDecorative: true,
    });
    expect(post.featuredImageId).toBe(body.values.featuredImageUrl.split("/")[2]);
  });

  it("asks the same of an outside address, and refuses an address of ours whose image is gone", async () => {
    const outside = await outcome(postNew.action, {
      request: multipart(
        "/admin/posts/new",
        "admin",
        postFields({ featuredImageUrl: "https://images.example.co.za/cover.jpg" }),
      ),
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({
      fieldErrors: { featuredImageAlt: "Describe the image for people who cannot see it, or mark it as decorative." },
    });

    const fields = postFields({
      featuredImageUrl: "https://images.example.co.za/cover.jpg",
      featuredImageAlt: "A chart",
    });
    expect((await outcome(postNew.action, { request: multipart("/admin/posts/new", "admin", fields) })).status).toBe(
      302,
    );
    expect(await postByTitle(fields.title as string)).toMatchObject({
      featuredImageId: null,
      featuredImageAlt: "A chart",
    });

    const gone = await outcome(postNew.action, {
      request: multipart(
        "/admin/posts/new",
        "admin",
        postFields({ featuredImageUrl: `/images/${crypto.randomUUID()}/960.jpg`, featuredImageAlt: "Gone" }),
      ),
    });
    expect(gone.status).toBe(400);
    expect(gone.body).toMatchObject({
      fieldErrors: { featuredImageUrl: "That image is no longer stored. Please upload it again." },
    });
  });
});

// ---------------------------------------------------------------- images in the body

describe("the body image endpoint", () => {
  it("stores the image and answers the Markdown to insert, with its size", async () => {
    const result = await outcome(postImages.action, {
      request: multipart("/admin/posts/images", "editor", {
        image: new File([new Uint8Array(await transparentPng())], "chart.png"),
        alt: " A [cash] chart ",
      }),
    });
    expect(result.status).toBe(200);
    const { markdown } = result.body as { markdown: string };
    const match = /^!\[A \\\[cash\\\] chart\]\(\/images\/([0-9a-f-]{36})\/480\.png#480x270\)$/.exec(markdown);
    expect(match, markdown).not.toBeNull();
    const [image] = await db().select().from(images).where(eq(images.id, match![1]));
    expect(image).toMatchObject({ width: 480, height: 270, fallbackFormat: "png" });
  });

  it("refuses a missing alt text, a missing file and a file that is not an image, storing nothing", async () => {
    const before = await imageCount();
    const png = new File([new Uint8Array(await transparentPng(20, 20))], "a.png");
    for (const [fields, message] of [
      [{ image: png, alt: "  " }, "Describe the image for people who cannot see it."],
      [{ alt: "A chart" }, "Choose an image to upload."],
      [
        { image: new File(["GIF89a but not really"], "a.gif"), alt: "A chart" },
        "Please choose a PNG, JPEG, WebP or GIF image.",
      ],
    ] as const) {
      const result = await outcome(postImages.action, { request: multipart("/admin/posts/images", "admin", fields) });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ markdown: null, error: message });
    }
    expect(await imageCount()).toBe(before);
  });
});

// ---------------------------------------------------------------- the memory an upload may take

describe("an image too large once decoded, and uploads at once", () => {
  it("refuses a 16-bit 8000 × 5000 PNG (40 megapixels, a few hundred KB, 240 MB decoded) from its header, storing nothing", async () => {
    const png = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: "#c0603a" } })
      .toColourspace("rgb16")
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.byteLength).toBeLessThan(1024 * 1024);
    expect(await sharp(png).metadata()).toMatchObject({ width: 8000, height: 5000, depth: "ushort", channels: 3 });
    const before = await imageCount();
    const result = await outcome(postImages.action, {
      request: multipart("/admin/posts/images", "editor", {
        image: new File([new Uint8Array(png)], "poster.png"),
        alt: "A poster",
      }),
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ markdown: null, error: UPLOAD_TOO_MANY_BYTES });
    expect(await imageCount()).toBe(before);
  }, 120_000);

  it("processes two uploads sent at once one after the other, and stores both", async () => {
    const [first, second] = [await jpegFile(), await jpegFile()];
    const before = await imageCount();
    let mostAtOnce = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, imageProcessing.running);
      mostWaiting = Math.max(mostWaiting, imageProcessing.waiting);
    }, 1);
    try {
      const results = await Promise.all([
        outcome(postImages.action, {
          request: multipart("/admin/posts/images", "editor", { image: first, alt: "The first" }),
        }),
        outcome(postImages.action, {
          request: multipart("/admin/posts/images", "editor", { image: second, alt: "The second" }),
        }),
      ]);
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      for (const result of results)
        expect((result.body as { markdown: string }).markdown).toMatch(
          /^!\[The (first|second)\]\(\/images\/[0-9a-f-]{36}\/1600\.jpg#1600x2133\)$/,
        );
    } finally {
      clearInterval(watch);
    }
    expect(await imageCount()).toBe(before + 2);
    // One image at a time, and the second did wait its turn rather than run beside the first.
    expect([mostAtOnce, mostWaiting]).toEqual([1, 1]);
  });
});

// ---------------------------------------------------------------- serving

describe("the image route", () => {
  let image: StoredImage;
  beforeAll(async () => {
    image = await stored(await cameraJpeg());
  });

  const serve = (id: string, file: string) =>
    imageRoute.loader({
      params: { id, file },
      request: new Request(`${BASE}/images/${id}/${file}`),
    } as never) as Promise<Response>;

  it.each([
    ["480.avif", "image/avif", "heif"],
    ["960.webp", "image/webp", "webp"],
    ["1600.jpg", "image/jpeg", "jpeg"],
    ["og.jpg", "image/jpeg", "jpeg"],
  ])("answers %s as %s, cached for a year", async (file, type, format) => {
    const response = await serve(image.id, file);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
    expect((await sharp(bytes).metadata()).format).toBe(format);
    const [name] = file.split(".");
    const [row] = await db()
      .select({ data: imageVariants.data })
      .from(imageVariants)
      .where(
        sql`${imageVariants.imageId} = ${image.id} and ${imageVariants.name} = ${name} and ${imageVariants.format} = ${type.split("/")[1] === "avif" ? "avif" : type.split("/")[1]}`,
      );
    expect(bytes.equals(row.data!)).toBe(true);
  });

  it.each([
    ["the original", (id: string) => [id, "original.jpg"]],
    ["a format it was not made in", (id: string) => [id, "960.png"]],
    ["an og crop in WebP", (id: string) => [id, "og.webp"]],
    ["a width it was not made at", (id: string) => [id, "2000.jpg"]],
    ["another id", () => [crypto.randomUUID(), "960.webp"]],
    ["an id that is not one", () => ["../../etc", "960.webp"]],
    ["a path", (id: string) => [id, "..%2F960.webp"]],
  ])("answers 404 for %s", async (_name, parts) => {
    const [id, file] = parts(image.id);
    const response = await serve(id, file);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

// ---------------------------------------------------------------- orphans

describe("removing orphaned images", () => {
  const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
  let small: Buffer;

  beforeAll(async () => {
    small = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#445566" } })
      .jpeg()
      .toBuffer();
  });
  beforeEach(async () => {
    await db().delete(jobRuns);
    await db().update(blogPosts).set({ featuredImageId: null, featuredImageUrl: null });
    await db().delete(images);
  });

  async function anImage({ age = old }: { age?: Date } = {}): Promise<StoredImage> {
    const image = await stored(small);
    await db().update(images).set({ createdAt: age }).where(eq(images.id, image.id));
    return image;
  }

  async function aPost(values: Partial<typeof blogPosts.$inferInsert> = {}): Promise<string> {
    const [row] = await db()
      .insert(blogPosts)
      .values({
        title: "Orphans",
        slug: `orphans-${crypto.randomBytes(4).toString("hex")}`,
        summary: "s",
        content: "c",
        categoryId,
        authorName: "A",
        ...values,
      })
      .returning({ id: blogPosts.id });
    return row.id;
  }

  it("deletes only images nothing uses that are past the grace period, and records the run", async () => {
    const featured = await anImage();
    const inBody = await anImage();
    const inPending = await anImage();
    const inRevision = await anImage();
    const orphan = await anImage();
    const young = await anImage({ age: new Date() });

    await aPost({ featuredImageId: featured.id, featuredImageUrl: primaryImagePath(featured), featuredImageAlt: "x" });
    await aPost({ content: `Intro\n\n${imageMarkdown(inBody, "A chart")}\n\nMore.` });
    await aPost({ pendingChanges: { content: imageMarkdown(inPending, "Draft chart") } as never });
    const revised = await aPost();
    await db()
      .insert(blogPostRevisions)
      .values({
        postId: revised,
        version: 1,
        kind: "saved",
        fields: { featuredImageUrl: primaryImagePath(inRevision), featuredImageId: inRevision.id } as never,
      });

    const outcome = await removeOrphanedImages();
    expect(outcome).toEqual({ ran: true, deleted: 1, objectsDeleted: 0 });
    const left = (await db().select({ id: images.id }).from(images)).map((row) => row.id).sort();
    expect(left).toEqual([featured.id, inBody.id, inPending.id, inRevision.id, young.id].sort());
    // Its variants went with it.
    expect(await db().select().from(imageVariants).where(eq(imageVariants.imageId, orphan.id))).toEqual([]);
    const runs = await db().select().from(jobRuns);
    expect(runs).toEqual([
      expect.objectContaining({
        job: IMAGE_CLEANUP_JOB,
        instance: expect.any(String),
        details: expect.objectContaining({ deleted: 1 }),
      }),
    ]);
    expect(runs[0].finishedAt).not.toBeNull();
  });

  it("an image replaced on its post, or left by a deleted post, goes at the next run past its grace", async () => {
    const first = await anImage();
    const second = await anImage();
    const postId = await aPost({
      featuredImageId: first.id,
      featuredImageUrl: primaryImagePath(first),
      featuredImageAlt: "x",
    });
    await db()
      .update(blogPosts)
      .set({ featuredImageId: second.id, featuredImageUrl: primaryImagePath(second) })
      .where(eq(blogPosts.id, postId));
    expect(await removeOrphanedImages()).toMatchObject({ ran: true, deleted: 1 });
    expect((await db().select({ id: images.id }).from(images)).map((row) => row.id)).toEqual([second.id]);

    await db().delete(blogPosts).where(eq(blogPosts.id, postId));
    // Within the hour another run is not needed; forced, it removes the image the deleted post left.
    expect(await removeOrphanedImages()).toEqual({ ran: false, reason: "recent" });
    expect(await removeOrphanedImages({ force: true })).toMatchObject({ ran: true, deleted: 1 });
    expect(await imageCount()).toBe(0);
  });

  it("of two instances running at the same moment, one does the work", async () => {
    await anImage();
    await anImage();
    const outcomes = await Promise.all([removeOrphanedImages(), removeOrphanedImages()]);
    const ran = outcomes.filter((o) => o.ran);
    expect(ran).toEqual([{ ran: true, deleted: 2, objectsDeleted: 0 }]);
    expect(["locked", "recent"]).toContain((outcomes.find((o) => !o.ran) as { reason: string }).reason);
    expect(await db().select().from(jobRuns)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- S3-compatible storage

describe("S3-compatible storage", () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: { method: string; path: string; authorization: string | undefined; date: string | undefined }[] = [];
  let server: http.Server;
  let storage: ImageStorageConfig;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = decodeURIComponent(new URL(request.url!, "http://storage").pathname);
        requests.push({
          method: request.method!,
          path,
          authorization: request.headers.authorization,
          date: request.headers["x-amz-date"] as string | undefined,
        });
        if (
          !/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/af-south-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/.test(
            request.headers.authorization ?? "",
          )
        ) {
          response.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
          return;
        }
        if (request.method === "PUT") {
          objects.set(path, { body: Buffer.concat(chunks), type: request.headers["content-type"] ?? "" });
          response.writeHead(200).end();
        } else if (request.method === "GET") {
          const object = objects.get(path);
          if (!object) response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
          else response.writeHead(200, { "content-type": object.type }).end(object.body);
        } else if (request.method === "DELETE") {
          objects.delete(path);
          response.writeHead(204).end();
        } else {
          response.writeHead(405).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    storage = {
      kind: "s3",
      endpoint: `http://127.0.0.1:${port}`,
      bucket: "kestrel-images",
      region: "af-south-1",
      accessKeyId: "AKIDTEST",
      secretAccessKey: "test-secret",
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("puts every variant in the bucket, signed, keeps only sizes in the database, reads them back and deletes them with the image", async () => {
    const image = await stored(await transparentPng(1000, 500), storage);
    const keys = [...objects.keys()].filter((key) => key.includes(image.id)).sort();
    expect(keys).toEqual(
      ["480.avif", "480.webp", "480.png", "960.avif", "960.webp", "960.png", "og.jpg"]
        .map((file) => `/kestrel-images/images/${image.id}/${file}`)
        .sort(),
    );
    expect(objects.get(`/kestrel-images/images/${image.id}/960.webp`)!.type).toBe("image/webp");
    expect(requests.every((request) => request.authorization?.startsWith("AWS4-HMAC-SHA256 ") && request.date)).toBe(
      true,
    );

    const [row] = await db().select().from(images).where(eq(images.id, image.id));
    expect(row).toMatchObject({ storage: "s3", width: 960, height: 480, fallbackFormat: "png" });
    const variants = await db().select().from(imageVariants).where(eq(imageVariants.imageId, image.id));
    expect(variants).toHaveLength(7);
    expect(variants.every((variant) => variant.data === null)).toBe(true);
    for (const variant of variants) {
      const ext = variant.format === "jpeg" ? "jpg" : variant.format;
      expect(objects.get(`/kestrel-images/images/${image.id}/${variant.name}.${ext}`)!.body.byteLength).toBe(
        variant.byteLength,
      );
    }

    const read = await readImageVariant(image.id, "960", "webp", { storage });
    expect(read?.contentType).toBe("image/webp");
    expect(Buffer.from(read!.body).equals(objects.get(`/kestrel-images/images/${image.id}/960.webp`)!.body)).toBe(true);
    expect(await readImageVariant(image.id, "1600", "webp", { storage })).toBeNull();

    // Orphaned and old: the rows and the objects go.
    await db()
      .update(images)
      .set({ createdAt: new Date(Date.now() - ORPHAN_GRACE_MS - 60_000) })
      .where(eq(images.id, image.id));
    expect(await removeOrphanedImages({ storage, force: true })).toEqual({ ran: true, deleted: 1, objectsDeleted: 7 });
    expect([...objects.keys()].filter((key) => key.includes(image.id))).toEqual([]);
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(7);
  });

  it("with wrong keys the storage refuses, and nothing is recorded", async () => {
    const before = await imageCount();
    await expect(
      storeUploadedImage(new Uint8Array(await transparentPng(50, 50)), {
        storage: { ...(storage as Extract<ImageStorageConfig, { kind: "s3" }>), accessKeyId: "WRONG" },
      }),
    ).rejects.toThrow(/answered 403 to PUT/);
    expect(await imageCount()).toBe(before);
  });
});
