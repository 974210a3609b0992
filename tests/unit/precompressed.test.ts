import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { acceptedEncodings } from "../../app/lib/runtime/accept-encoding";
import { precompressedFiles } from "../../server/precompressed";

describe("acceptedEncodings", () => {
  test("reads the encodings a browser accepts, leaving out those refused with q=0", () => {
    expect([...acceptedEncodings("gzip, deflate, br, zstd")]).toEqual(["gzip", "deflate", "br", "zstd"]);
    expect([...acceptedEncodings("br;q=0, gzip;q=0.8")]).toEqual(["gzip"]);
    expect([...acceptedEncodings("BR")]).toEqual(["br"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings("")]).toEqual([]);
  });
});

describe("precompressedFiles", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kestrel-precompressed-"));
  const script = "export const answer = 42;\n".repeat(100);
  let base = "";
  let close: () => void = () => {};

  beforeAll(async () => {
    fs.writeFileSync(path.join(root, "app-1.js"), script);
    fs.writeFileSync(path.join(root, "app-1.js.br"), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(root, "app-1.js.gz"), zlib.gzipSync(script));
    fs.writeFileSync(path.join(root, "plain.js"), script);
    const app = express();
    app.use("/assets", precompressedFiles(root));
    app.use("/assets", express.static(root));
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/assets`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function get(file: string, acceptEncoding: string) {
    // fetch would decompress for us and hide the encoding: read the raw bytes with node:http instead.
    const { default: http } = await import("node:http");
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${base}/${file}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on("error", reject);
      },
    );
  }

  test("a browser that takes brotli gets the brotli copy, as JavaScript, cached for a year", async () => {
    const response = await get("app-1.js", "gzip, deflate, br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
  });

  test("gzip when brotli is not accepted, and the file itself when neither is", async () => {
    const gzip = await get("app-1.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get("app-1.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  test("a file without copies, a missing file and a path out of the folder fall through", async () => {
    const plain = await get("plain.js", "br");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect((await get("missing.js", "br")).status).toBe(404);
    expect((await get("..%2f..%2fetc%2fpasswd", "br")).status).toBe(404);
  });
});
