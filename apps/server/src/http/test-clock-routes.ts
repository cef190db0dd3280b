import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { canAdvance, type Clock } from '../clock.ts';
import { AppError } from './app-error.ts';
import { ok } from './envelope.ts';

// POST /test/clock/advance {ms}: moves the server clock forward, so a browser test can enter a
// result after kick-off on a real server. app.ts registers it only with TEST_CLOCK_CONTROL,
// which config.ts refuses in production.
//
// Why here: it is HTTP plumbing around the injected clock — no use case, no table, no member —
// like the other cross-cutting pieces in http/. Not in src/test/, which holds the vitest-only
// setup the running server never loads; not a module, because it is no part of the product; not
// in the contract, so it never reaches the OpenAPI document or the member app.

export const TEST_CLOCK_ADVANCE_PATH = '/test/clock/advance';

/** Up to a year at a time, forward only: time moving back would reorder ledger entries and holds. */
const ZAdvance = z.object({ ms: z.number().int().min(0).max(366 * 24 * 3_600_000) });

export function testClockRoutes(app: FastifyInstance, clock: Clock) {
  if (!canAdvance(clock)) throw new Error('TEST_CLOCK_CONTROL needs a clock that can advance (main.ts passes offsetClock())');
  app.post(TEST_CLOCK_ADVANCE_PATH, { schema: { hide: true } }, async (request) => {
    const parsed = ZAdvance.safeParse(request.body);
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', {}, { field: 'ms' });
    clock.advance(parsed.data.ms);
    return ok({ now: clock.now().toISOString() });
  });
}
