/**
 * Preloaded into the server by `npm run bench:memory` (node --import), never by the site itself: writes what the
 * process holds, as JSON, to the file named by MEMORY_PROBE_FILE twice a second, so the bench reads the V8 heap and
 * the WebAssembly memories from outside the process without an endpoint for them. Plain JavaScript, so that plain
 * node loads it before the server build. Its own cost is a timer and a small file.
 */
import fs from "node:fs";
import { constants, PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  // Every WebAssembly.Memory the process creates (PGlite's heap is one), to read its size later.
  const memories = new Set();
  const Original = WebAssembly.Memory;
  WebAssembly.Memory = new Proxy(Original, {
    construct(target, args) {
      const memory = Reflect.construct(target, args);
      memories.add(new WeakRef(memory));
      return memory;
    },
  });

  // Time spent in garbage collection so far, ms: scavenges (the young generation) and the rest (full collections).
  const gc = { young: 0, full: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const young = entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR;
      gc[young ? "young" : "full"] += entry.duration;
    }
  }).observe({ entryTypes: ["gc"] });

  const write = () => {
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8
        .getHeapSpaceStatistics()
        .map((space) => [space.space_name, { size: space.space_size, used: space.space_used_size }]),
    );
    let wasm = 0;
    for (const ref of memories) {
      const memory = ref.deref();
      if (memory) wasm += memory.buffer.byteLength;
      else memories.delete(ref);
    }
    const snapshot = {
      at: Date.now(),
      heapPhysical: v8.getHeapStatistics().total_physical_size,
      rss: usage.rss,
      heapTotal: usage.heapTotal,
      heapUsed: usage.heapUsed,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      spaces,
      wasm,
      gc,
    };
    // Written whole, then renamed: the bench never reads half a file.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
    fs.renameSync(`${file}.tmp`, file);
  };
  setInterval(write, 500).unref();
  // With --expose-gc (BENCH_GC=1): SIGUSR2 collects all garbage, then writes at once, so what is alive can be read.
  if (typeof globalThis.gc === "function") {
    process.on("SIGUSR2", () => {
      globalThis.gc();
      write();
    });
  }
}
