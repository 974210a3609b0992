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

export type TimedCase = {
  run: () => Promise<unknown> /** false: reported, not held to the target */;
  target?: boolean;
};

/** Times each case and judges its p95 against `targetMs`: the table to print, and the names that missed. */
export async function timeCases(
  cases: Record<string, TimedCase>,
  options: { runs: number; warmup: number; targetMs: number },
): Promise<{ results: Record<string, Stats & { result: string }>; missed: string[] }> {
  const results: Record<string, Stats & { result: string }> = {};
  const missed: string[] = [];
  for (const [name, c] of Object.entries(cases)) {
    const stats = await timeCalls(c.run, options.runs, options.warmup);
    const targeted = c.target !== false;
    const pass = stats["p95 ms"] < options.targetMs;
    if (targeted && !pass) missed.push(name);
    results[name] = { ...stats, result: targeted ? (pass ? "PASS" : "MISS") : "info" };
  }
  return { results, missed };
}
