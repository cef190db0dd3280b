import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { offsetClock } from '../clock.ts';
import { useTestApp } from '../test/test-app.ts';
import { TEST_CLOCK_ADVANCE_PATH } from './test-clock-routes.ts';

const plain = useTestApp();
const controlled = useTestApp({ env: { TEST_CLOCK_CONTROL: 'true' } });

describe('test clock route', () => {
  it('does not exist without TEST_CLOCK_CONTROL', async () => {
    const before = plain.clock.now().getTime();
    const res = await plain.call({ method: 'POST', url: TEST_CLOCK_ADVANCE_PATH, payload: { ms: 3_600_000 } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(ERRORS.NOT_FOUND.code);
    expect(plain.clock.now().getTime()).toBe(before);
  });

  it('moves the server clock forward with TEST_CLOCK_CONTROL', async () => {
    const before = controlled.clock.now().getTime();
    const res = await controlled.call({ method: 'POST', url: TEST_CLOCK_ADVANCE_PATH, payload: { ms: 90 * 60_000 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { now: new Date(before + 90 * 60_000).toISOString() } });
    expect(controlled.clock.now().getTime()).toBe(before + 90 * 60_000);
    // The app's own time follows: the match list reports the moved clock as the server time.
    const member = await controlled.register();
    const list = await controlled.call({ method: 'GET', url: '/web/match/list?day=0', headers: { token: member.token } });
    expect(list.body.data.serverTime).toBe(new Date(before + 90 * 60_000).toISOString());
  });

  it.each([[{ ms: -1 }], [{ ms: 1.5 }], [{ ms: '60000' }], [{}]])('refuses %j and leaves the clock alone', async (payload) => {
    const before = controlled.clock.now().getTime();
    const res = await controlled.call({ method: 'POST', url: TEST_CLOCK_ADVANCE_PATH, payload });
    expect(res.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect(controlled.clock.now().getTime()).toBe(before);
  });

  it('is left out of the OpenAPI document', async () => {
    const doc = (await controlled.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/web/match/list');
    expect(Object.keys(doc.paths)).not.toContain(TEST_CLOCK_ADVANCE_PATH);
  });
});

describe('offsetClock', () => {
  it('runs with real time plus an offset that only grows', () => {
    let base = 1_000_000;
    const clock = offsetClock({ now: () => new Date(base) });
    clock.advance(5_000);
    expect(clock.now().getTime()).toBe(1_005_000);
    base += 10;
    expect(clock.now().getTime()).toBe(1_005_010);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(clock.offsetMs()).toBe(5_000);
  });
});
