import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

// Submit limits (spec 8, code 429) must hold across every server process, so the counters live
// in the database: one fixed window per IP and route, counted with a single upsert.

type StoreCtor = new () => FastifyRateLimitStore;

function pgStore(db: Db, prefix = ''): StoreCtor {
  return class PgRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      db.execute<{ hits: number }>(sql`
        insert into rate_limit_counters (key, window_start, hits) values (${prefix + key}, ${windowStart}, 1)
        on conflict (key) do update set
          hits = case when rate_limit_counters.window_start = excluded.window_start then rate_limit_counters.hits + 1 else 1 end,
          window_start = excluded.window_start
        returning hits`)
        .then((result) => callback(null, { current: Number((result as unknown as { rows: { hits: number }[] }).rows[0]?.hits ?? 1), ttl: windowStart + timeWindow - now }))
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { method?: string | string[]; url?: string }): FastifyRateLimitStore {
      const Child: StoreCtor = pgStore(db, `${String(routeOptions.method)}:${routeOptions.url}|`);
      return new Child();
    }
  };
}

export async function registerSubmitRateLimit(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, {
    global: false,
    store: pgStore(db),
    // A database hiccup must not lock members out of signing in.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('SUBMIT_LIMIT'),
  });
}
