import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk } from '../../test/wallet-fixtures.ts';
import { voidExpiredPostponements } from '../settlement/void-match.ts';

// A bet revoked by its match says why (QA: the trader's reason never reached the member, and a
// postponement whose time ran out read as a plain void).

const t = useTestApp();
const f = bettingFixtures(t);
const MIN = 60_000;

type Opened = Awaited<ReturnType<typeof f.openMatch>>;
async function bet(token: string, match: Opened) {
  const odds = priceOf(match, 'FT', '1-1').correct.odds;
  return expectOk(await f.place(token, { matchId: match.match.id, period: 'FT', selection: '1-1', betType: 'correct', stake: 10_000, odds })) as { id: number };
}
const detail = async (token: string, id: number) => expectOk(await t.call({ method: 'GET', url: `/web/bet/detail?id=${id}`, headers: { token } }));

describe('a bet revoked by its match', () => {
  it('carries the trader reason for a void, none for a bet the member cancelled', async () => {
    const m = await f.fundedMember(1_000);
    const voided = await f.openMatch(60);
    const cancelled = await f.openMatch(90);
    const a = await bet(m.token, voided);
    const b = await bet(m.token, cancelled);
    expectOk(await t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token: m.token, 'idempotency-key': crypto.randomUUID() }, payload: { betId: b.id } }));
    expectOk(await f.adminPost('/admin/api/matches/void', { matchId: voided.match.id, state: 'void', reason: 'Fixture cancelled by the league' }));
    expect(await detail(m.token, a.id)).toMatchObject({ status: 'revoked', voided: { reason: 'Fixture cancelled by the league', afterPostponement: false } });
    expect(await detail(m.token, b.id)).toMatchObject({ status: 'revoked', voided: null });
    const list = expectOk(await t.call({ method: 'GET', url: '/web/bet/list?range=0&pageSize=10', headers: { token: m.token } }));
    expect(list.items.find((x: { id: number }) => x.id === a.id).voided).toEqual({ reason: 'Fixture cancelled by the league', afterPostponement: false });
  });

  it('says a postponed match was not played in time, without the job English reason', async () => {
    await t.ctx.settings.set('auth.sessionTtlHours', 24 * 7, 'test'); // the clock moves two days
    const m = await f.fundedMember(1_000);
    const match = await f.openMatch(60);
    const b = await bet(m.token, match);
    expectOk(await f.adminPost('/admin/api/matches/postpone', { matchId: match.match.id, reason: 'Waterlogged pitch' }));
    t.clock.advance(60 * MIN + 49 * 60 * MIN);
    expect(await voidExpiredPostponements(t.ctx)).toBe(1);
    expect(await detail(m.token, b.id)).toMatchObject({ status: 'revoked', voided: { reason: null, afterPostponement: true } });
  });
});
