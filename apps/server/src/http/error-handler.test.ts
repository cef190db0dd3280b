import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { TEndpoint } from '@scoreline/contract/api/endpoints';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { errorMessagesFr } from '@scoreline/contract/errors/messages-fr';
import { useTestApp } from '../test/test-app.ts';
import { defineRoute } from './define-route.ts';

// A database conflict nobody retried (two transactions that took the same rows in opposite
// orders, or a serializable read that lost) rolled the request back whole: the member is told the
// system is busy and may send it again, not that the server broke. Other database faults stay 500.

/** A database error as drizzle hands it over: the driver's error, with its SQLSTATE, as the cause. */
const databaseError = (code: string) => Object.assign(new Error('Failed query: update ...'), { cause: Object.assign(new Error('database error'), { code }) });

const failing = (path: string) =>
  ({ method: 'POST', path, summary: 'test only: fails as the database did', tag: 'system', auth: 'none', body: z.object({}), response: z.object({ ok: z.boolean() }) }) as const satisfies TEndpoint;

let deadlocks = 1;
const t = useTestApp({
  extraRoutes: (app, ctx) => {
    defineRoute(app, ctx, failing('/web/test/deadlock-once'), async () => {
      if (deadlocks-- > 0) throw databaseError('40P01');
      return { ok: true };
    });
    defineRoute(app, ctx, failing('/web/test/serialization'), async () => {
      throw databaseError('40001');
    });
    defineRoute(app, ctx, failing('/web/test/not-null'), async () => {
      throw databaseError('23502');
    });
  },
});

describe('database conflicts answer SYSTEM_BUSY', () => {
  it('a deadlock is SYSTEM_BUSY (503) in the member\'s language, and the request sent again goes through', async () => {
    const busy = await t.call({ method: 'POST', url: '/web/test/deadlock-once', payload: {}, headers: { 'accept-language': 'fr' } });
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject({ code: ERRORS.SYSTEM_BUSY.code, msg: errorMessagesFr.SYSTEM_BUSY, data: null });
    const again = await t.call({ method: 'POST', url: '/web/test/deadlock-once', payload: {} });
    expect(again.body).toMatchObject({ code: 200, data: { ok: true } });
  });

  it('a serialization failure is SYSTEM_BUSY; any other database fault is still the 500 it is', async () => {
    expect((await t.call({ method: 'POST', url: '/web/test/serialization', payload: {} })).body.code).toBe(ERRORS.SYSTEM_BUSY.code);
    const broken = await t.call({ method: 'POST', url: '/web/test/not-null', payload: {} });
    expect(broken.status).toBe(500);
    expect(broken.body.code).toBe(ERRORS.SERVER_ABNORMAL.code);
  });
});
