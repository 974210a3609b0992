/** Latency of a call, as the query benches report it: p50, p95 and max of `runs` timed calls after `warmup` untimed ones. */
export type Stats = { "p50 ms": number; "p95 ms": number; "max ms": number };

export async function timeCalls(fn: () => Promise<unknown>, runs: number, warmup: number): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => +samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)].toFixed(1);
  return { "p50 ms": at(0.5), "p95 ms": at(0.95), "max ms": at(1) };
}
