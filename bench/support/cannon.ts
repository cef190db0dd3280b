// autocannon against one or more server processes at once, with every response's latency kept
// so the figures of several instances merge into one p50/p99 (autocannon reports per instance).
import autocannon from 'autocannon';

export type CannonResult = { ok: number; refused: number; errors: number; seconds: number; perSecond: number; p50: number; p99: number; statuses: Record<string, number> };

export type CannonRequest = { path: string; headers: Record<string, string>; body: string };

/**
 * Runs `connections` connections for `seconds`, split evenly over `urls`; `next()` gives each
 * request its own headers and body. Only 2xx answers count as done work; their latencies make
 * the percentiles.
 */
export async function cannon(options: { urls: string[]; connections: number; seconds: number; next: () => CannonRequest }): Promise<CannonResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const start = performance.now();
  const per = Math.max(1, Math.floor(options.connections / options.urls.length));
  await Promise.all(
    options.urls.map(
      (url) =>
        new Promise<void>((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              connections: per,
              duration: options.seconds,
              requests: [
                {
                  method: 'POST',
                  setupRequest: (req) => {
                    const r = options.next();
                    return { ...req, path: r.path, headers: { 'content-type': 'application/json', ...r.headers }, body: r.body };
                  },
                },
              ],
            },
            (error) => (error ? reject(error) : resolve()),
          );
          instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
            statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
            if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
          });
          instance.on('reqError', () => errors++);
        }),
    ),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  const refused = Object.entries(statuses).reduce((n, [s, c]) => (Number(s) >= 300 ? n + c : n), 0);
  return { ok: latencies.length, refused, errors, seconds, perSecond: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), statuses };
}
