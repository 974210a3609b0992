/** The size an upload may decode to, read from its header; the working copy's width; and the one-at-a-time queue. */
import { describe, expect, it } from "vitest";
import {
  decodedBytes,
  decodedSizeRefusal,
  MAX_DECODED_BYTES,
  UPLOAD_TOO_MANY_BYTES,
  UPLOAD_TOO_MANY_PIXELS,
} from "~/lib/images/image-limits";
import { workingWidth } from "~/lib/images/image-variants";
import { oneAtATime } from "~/lib/images/one-at-a-time";

describe("decodedSizeRefusal", () => {
  it("refuses a 16-bit 8000 × 5000 image: within 40 megapixels, but 240 MB decoded", () => {
    const header = { width: 8000, height: 5000, channels: 3, depth: "ushort" };
    expect(decodedBytes(header)).toBe(240_000_000);
    expect(decodedSizeRefusal(header)).toBe(UPLOAD_TOO_MANY_BYTES);
  });

  it("accepts 40 megapixels of 8-bit colour, with or without transparency (at most 160 MB)", () => {
    expect(MAX_DECODED_BYTES).toBe(160_000_000);
    expect(decodedSizeRefusal({ width: 8000, height: 5000, channels: 3, depth: "uchar" })).toBeNull();
    expect(decodedSizeRefusal({ width: 8000, height: 5000, channels: 4, depth: "uchar" })).toBeNull();
    expect(decodedSizeRefusal({ width: 4000, height: 3000, channels: 4, depth: "ushort" })).toBeNull();
  });

  it("keeps the pixel limit, whatever the depth, and counts a depth it does not know as 8 bytes a sample", () => {
    expect(decodedSizeRefusal({ width: 40_000, height: 40_000, channels: 1, depth: "uchar" })).toBe(
      UPLOAD_TOO_MANY_PIXELS,
    );
    expect(decodedSizeRefusal({ width: 8001, height: 5000, channels: 1, depth: "uchar" })).toBe(UPLOAD_TOO_MANY_PIXELS);
    expect(decodedSizeRefusal({ width: 4000, height: 3000, channels: 3, depth: "double" })).toBe(UPLOAD_TOO_MANY_BYTES);
    expect(decodedBytes({ width: 10, height: 10, channels: 3, depth: "something new" })).toBe(2400);
    expect(decodedSizeRefusal({ width: 6000, height: 4000, channels: 4, depth: "float" })).toBe(UPLOAD_TOO_MANY_BYTES);
  });
});

describe("workingWidth", () => {
  it("is the largest variant's width for a large photo, the og crop's need for a panorama, and never wider than the original", () => {
    expect(workingWidth({ width: 8000, height: 5000 })).toBe(1600);
    expect(workingWidth({ width: 8000, height: 1000 })).toBe(5040);
    expect(workingWidth({ width: 1000, height: 8000 })).toBe(1000);
    expect(workingWidth({ width: 640, height: 360 })).toBe(640);
  });
});

describe("oneAtATime", () => {
  const deferred = () => {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };

  it("starts the next piece of work only when the one before has settled, failed or not, in the order asked", async () => {
    const queue = oneAtATime();
    const events: string[] = [];
    const gates = [deferred(), deferred(), deferred()];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        events.push(`start ${i}`);
        await gate.promise;
        events.push(`end ${i}`);
        return i;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual(["start 0"]);
    expect([queue.running, queue.waiting]).toEqual([1, 2]);
    gates[0].reject(new Error("a damaged file"));
    await expect(runs[0]).rejects.toThrow("a damaged file");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual(["start 0", "start 1"]);
    gates[2].resolve();
    gates[1].resolve();
    expect(await Promise.all(runs.slice(1))).toEqual([1, 2]);
    expect(events).toEqual(["start 0", "start 1", "end 1", "start 2", "end 2"]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});
