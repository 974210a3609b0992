/**
 * Drill: the hostile image set, uploaded by a signed-in admin to the body
 * image endpoint of a production server on a fresh database: a 16-bit
 * 8000 × 5000 PNG (a few hundred KB that decode to 240 MB), a decompression
 * bomb of 1.6 gigapixels, 40-megapixel images within the limits, a truncated
 * file, files whose name and type lie, an animated GIF of many frames and an
 * SVG with a script; then three at once. Each must get its own answer (the
 * refusals their specific message, the images within the limits their
 * Markdown), the server's memory (its resident set, read from /proc) must be
 * back within 100 MB of what it was before the set, and a normal upload must
 * still work and be served.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import zlib from "node:zlib";
import sharp from "sharp";
import { UPLOAD_NOT_IMAGE } from "~/lib/images/image-types";
import { UPLOAD_TOO_MANY_BYTES, UPLOAD_TOO_MANY_PIXELS } from "~/lib/images/image-limits";
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from "../support/postgres";
import { startServer, stopServers, TSX, waitHealthy, type ServerProcess } from "../support/server-process";
import { enrolTwoFactor, signInWithCode } from "../support/two-factor";
import { type DrillResult, expectCleanShutdown, isHealthy, Report, sleep, tail, temporaryDataDir } from "./common";

export type HostileImagesOptions = {
  port: number;
  /** a PostgreSQL server URL to run on a fresh database of its own; the embedded database without it */
  serverUrl?: string;
  /** how far the resident set may be above its level before the set, once the set is done (100 MB) */
  allowedGrowthMb?: number;
};

const ADMIN = { email: "drill-images@kestrel.test", password: "drill-images-password-1" };

/** One upload of the set: the file as sent, and what the answer must be. */
type Upload = {
  label: string;
  file: File;
  /** the refusal's message, or "stored" for an image within the limits */
  expect: string;
};

type Answer = { status: number | null; markdown: string | null; error: string | null; detail: string };

// ---------------------------------------------------------------- the set

/** A PNG written byte by byte: a header saying `width` × `height`, and rows of zeros that deflate to almost nothing. */
function zeroPng(width: number, height: number, bitDepth: 1 | 8, colourType: 0 | 2): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 255] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  const channels = colourType === 2 ? 3 : 1;
  const rows = Buffer.alloc((1 + Math.ceil((width * channels * bitDepth) / 8)) * height);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An animated GIF of `frames` frames, each a shade darker than the one before. */
async function animatedGif(frames: number, size: number): Promise<Buffer> {
  const raw = Buffer.alloc(size * size * 3 * frames);
  for (let frame = 0; frame < frames; frame++)
    raw.fill((frame * 7) % 256, frame * size * size * 3, (frame + 1) * size * size * 3);
  return sharp(raw, { raw: { width: size, height: size * frames, channels: 3, pageHeight: size } })
    .gif({ delay: 40 })
    .toBuffer();
}

/** A photo-like JPEG of ordinary size: the upload that must still work. */
function normalJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const file = (bytes: Buffer | string, name: string, type: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

async function hostileSet(): Promise<{ one: Upload[]; together: Upload[][] }> {
  const sixteenBit = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: "#c0603a" } })
    .toColourspace("rgb16")
    .png({ compressionLevel: 9 })
    .toBuffer();
  const fortyMpxJpeg = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: "#3a60c0" } })
    .jpeg()
    .toBuffer();
  const fortyMpxRgba = await sharp({
    create: { width: 8000, height: 5000, channels: 4, background: { r: 10, g: 90, b: 60, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const normal = await normalJpeg();
  const sixteenBitFile = () => file(sixteenBit, "poster.png", "image/png");
  const one: Upload[] = [
    { label: "16-bit 8000×5000 PNG", file: sixteenBitFile(), expect: UPLOAD_TOO_MANY_BYTES },
    {
      label: "40000×40000 PNG bomb",
      file: file(zeroPng(40_000, 40_000, 1, 0), "bomb.png", "image/png"),
      expect: UPLOAD_TOO_MANY_PIXELS,
    },
    { label: "8000×5000 JPEG", file: file(fortyMpxJpeg, "wide.jpg", "image/jpeg"), expect: "stored" },
    { label: "8000×5000 PNG with alpha", file: file(fortyMpxRgba, "wide.png", "image/png"), expect: "stored" },
    {
      label: "truncated JPEG",
      file: file(normal.subarray(0, Math.floor(normal.length / 2)), "cut.jpg", "image/jpeg"),
      expect: UPLOAD_NOT_IMAGE,
    },
    {
      label: "truncated 16-bit PNG",
      file: file(sixteenBit.subarray(0, Math.floor(sixteenBit.length / 3)), "cut.png", "image/png"),
      expect: UPLOAD_TOO_MANY_BYTES,
    },
    {
      label: "JPEG named .gif, sent as image/gif",
      file: file(normal, "really-a-jpeg.gif", "image/gif"),
      expect: "stored",
    },
    {
      label: "text named .png, sent as image/png",
      file: file("GIF89a? no: plain text", "notes.png", "image/png"),
      expect: UPLOAD_NOT_IMAGE,
    },
    {
      label: "animated GIF, 100 frames",
      file: file(await animatedGif(100, 800), "loop.gif", "image/gif"),
      expect: "stored",
    },
    {
      label: "SVG with a script",
      file: file(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        "logo.svg",
        "image/svg+xml",
      ),
      expect: UPLOAD_NOT_IMAGE,
    },
  ];
  const together: Upload[][] = [
    [1, 2, 3].map((n) => ({
      label: `16-bit 8000×5000 PNG (${n} of 3 at once)`,
      file: sixteenBitFile(),
      expect: UPLOAD_TOO_MANY_BYTES,
    })),
    [1, 2, 3].map((n) => ({
      label: `8000×5000 JPEG (${n} of 3 at once)`,
      file: file(fortyMpxJpeg, "wide.jpg", "image/jpeg"),
      expect: "stored",
    })),
  ];
  return { one, together };
}

// ---------------------------------------------------------------- the server's memory

/** The server process's resident set and its peak so far, in MB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** The resident set once it stops falling: read every second until two readings a second apart differ by under 5 MB (30 s at most). */
async function settledRss(pid: number): Promise<number> {
  let last = memoryOf(pid).rss;
  for (let n = 0; n < 30; n++) {
    await sleep(1_000);
    const now = memoryOf(pid).rss;
    if (Math.abs(now - last) < 5) return now;
    last = now;
  }
  return last;
}

/** The allocator's settings the production image runs with: every `MALLOC_…=value` the Dockerfile sets. */
function imageMallocSettings(): Record<string, string> {
  const dockerfile = fs.readFileSync("Dockerfile", "utf8");
  return Object.fromEntries(
    [...dockerfile.matchAll(/^\s*(?:ENV\s+)?(MALLOC_\w+)=(\S+?)\s*\\?$/gm)].map((match) => [match[1], match[2]]),
  );
}

// ---------------------------------------------------------------- uploading

let addresses = 0;

async function upload(base: string, cookie: string, image: File): Promise<Answer> {
  const form = new FormData();
  form.append("image", image);
  form.append("alt", "A drill image");
  const n = addresses++;
  try {
    const response = await fetch(`${base}/admin/posts/images`, {
      method: "POST",
      body: form,
      headers: { Origin: base, Cookie: cookie, "X-Forwarded-For": `198.18.7.${n % 250}` },
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    let body: { markdown?: string | null; error?: string | null } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      /* not the endpoint's JSON: the detail says what came */
    }
    return {
      status: response.status,
      markdown: body.markdown ?? null,
      error: body.error ?? null,
      detail: text.slice(0, 200),
    };
  } catch (error) {
    return {
      status: null,
      markdown: null,
      error: null,
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Checks an answer against what the upload expects; the stored image's address when it was stored. */
function checkAnswer(report: Report, item: Upload, answer: Answer): string | null {
  if (item.expect === "stored") {
    const address = /\]\((\/images\/[0-9a-f-]{36}\/[^)#]+)/.exec(answer.markdown ?? "")?.[1] ?? null;
    report.check(
      answer.status === 200 && address !== null,
      `${item.label}: expected it stored (200 with Markdown), got ${answer.status}: ${answer.error ?? answer.detail}`,
    );
    return address;
  }
  report.check(
    answer.status === 400 && answer.error === item.expect,
    `${item.label}: expected 400 "${item.expect}", got ${answer.status}: ${answer.error ?? answer.detail}`,
  );
  return null;
}

// ---------------------------------------------------------------- the drill

export async function run(options: HostileImagesOptions): Promise<DrillResult> {
  const { port, serverUrl, allowedGrowthMb = 100 } = options;
  const report = new Report("hostile image set through the body image upload");
  const base = `http://127.0.0.1:${port}`;
  const dataDir = temporaryDataDir("images");
  let postgres: EmptyPostgresDatabase | undefined;
  let server: ServerProcess | undefined;
  let sampler: NodeJS.Timeout | undefined;
  try {
    const set = await hostileSet();
    if (serverUrl) postgres = await createEmptyPostgresDatabase(serverUrl);
    // glibc's settings as the production image sets them (the Dockerfile's ENV, ADR 043): the drill measures what ships.
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      PUBLIC_URL: base,
      SMTP_URL: "",
      LOG_LEVEL: "error",
      ...imageMallocSettings(),
    };
    // Before the server starts: the embedded database allows one process at a time.
    execFileSync(process.execPath, [TSX, "scripts/admin-create.ts", "--email", ADMIN.email], {
      env: { ...process.env, NODE_ENV: "production", ...env, ADMIN_PASSWORD: ADMIN.password },
      stdio: "pipe",
    });
    server = startServer(env);
    await waitHealthy(port, server);
    const pid = server.child.pid!;
    const key = await enrolTwoFactor(base, ADMIN, "198.19.7.1");
    const cookie = await signInWithCode(base, ADMIN, key, "198.19.7.2");

    report.set("RSS at start MB", await settledRss(pid));
    // The level before: after one ordinary upload, so sharp is loaded and has worked once.
    const first = await upload(base, cookie, file(await normalJpeg(), "first.jpg", "image/jpeg"));
    report.check(
      first.status === 200 && first.markdown !== null,
      `the first ordinary upload failed: ${first.status} ${first.error ?? first.detail}`,
    );
    const before = await settledRss(pid);
    report.set("RSS before MB", before);

    let peak = before;
    sampler = setInterval(() => {
      try {
        peak = Math.max(peak, memoryOf(pid).rss);
      } catch {
        /* the server is gone: the checks below say so */
      }
    }, 50);
    let stored = 0;
    const started = performance.now();
    for (const item of set.one) {
      if (checkAnswer(report, item, await upload(base, cookie, item.file))) stored++;
    }
    for (const group of set.together) {
      const answers = await Promise.all(group.map((item) => upload(base, cookie, item.file)));
      group.forEach((item, i) => checkAnswer(report, item, answers[i]) && stored++);
    }
    report.set("uploads", set.one.length + set.together.flat().length);
    report.set("stored", stored);
    report.set("set seconds", +((performance.now() - started) / 1000).toFixed(1));
    clearInterval(sampler);
    report.check(
      server.child.exitCode === null,
      `the server exited during the set (code ${server.child.exitCode}):\n${tail(server.output())}`,
    );
    if (server.child.exitCode !== null) return report.result();

    const after = await settledRss(pid);
    // The sampled peak can miss a spike between two readings; the kernel's high-water mark does not.
    report.set("RSS peak MB", Math.max(peak, memoryOf(pid).peak));
    report.set("RSS after MB", after);
    report.check(
      after - before <= allowedGrowthMb,
      `the server's memory stayed ${after - before} MB above its level before the set (${before} MB → ${after} MB; at most ${allowedGrowthMb} MB allowed)`,
    );

    // An ordinary upload still works, and its image is served.
    const last = await upload(base, cookie, file(await normalJpeg(), "after.jpg", "image/jpeg"));
    const address = checkAnswer(
      report,
      { label: "an ordinary upload after the set", file: new File([], ""), expect: "stored" },
      last,
    );
    if (address) {
      const served = await fetch(`${base}${address}`);
      const bytes = new Uint8Array(await served.arrayBuffer());
      report.check(
        served.status === 200 && bytes.length > 0,
        `the image uploaded after the set is not served: ${served.status}`,
      );
    }

    const healthy = await isHealthy(base);
    report.set("healthz", healthy ? 200 : "down");
    report.check(healthy, "/healthz did not answer 200 after the set");
    await expectCleanShutdown(report, server);
  } catch (error) {
    report.fail(error instanceof Error ? error.message : String(error));
    if (server) report.fail(`server output:\n${tail(server.output())}`);
  } finally {
    clearInterval(sampler);
    stopServers();
    await postgres?.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report.result();
}
