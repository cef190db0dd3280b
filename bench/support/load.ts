// A small closed-loop load generator for flows autocannon cannot express (each sign-in needs a
// fresh single-use captcha first). Bounded in time and count; talks to loopback only.

export type LoadResult = { ops: number; seconds: number; perSecond: number; p50: number; p99: number; errors: number };

export async function closedLoop(options: { concurrency: number; seconds: number; maxOps?: number; op: () => Promise<void> }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const maxOps = options.maxOps ?? Number.MAX_SAFE_INTEGER;
  const start = performance.now();
  let started = 0;
  async function worker() {
    // The slot is taken before awaiting, so workers never start more than maxOps between them.
    while (performance.now() < deadline && started < maxOps) {
      started++;
      const t0 = performance.now();
      try {
        await options.op();
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { ops: latencies.length, seconds, perSecond: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), errors };
}

export const fmt = (r: LoadResult) =>
  `${r.perSecond.toFixed(0).padStart(6)} ops/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.ops} ops in ${r.seconds.toFixed(1)} s, ${r.errors} errors)`;
