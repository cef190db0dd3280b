import { describe, expect, it } from 'vitest';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { shownBetStatus } from './shown-status.ts';

const t = useTestApp();
const f = bettingFixtures(t);
const MIN = 60_000;

type TListed = { id: number; status: string };

describe('the unconfirmed status (spec 4): a waiting bet whose part of the match is over', () => {
  it('reads unconfirmed once its period usually ends with no score, in the member list, its filters, the order and the back office', async () => {
    const d = await f.openMatch(60, 10);
    const m = await f.fundedMember();
    const place = async (period: 'HT' | 'FT') => {
      const res = await f.place(m.token, { matchId: d.match.id, period, selection: '1-1', betType: 'correct', stake: 10_000, odds: priceOf(d, period, '1-1').correct.odds });
      expect(res.body.code).toBe(200);
      return res.body.data as TListed;
    };
    const ht = await place('HT');
    const ft = await place('FT');
    const list = async (status?: string) => {
      const res = await t.call({ method: 'GET', url: `/web/bet/list?range=0${status ? `&status=${status}` : ''}`, headers: { token: m.token } });
      return { ids: (res.body.data.items as TListed[]).map((b) => [b.id, b.status]), total: res.body.data.total as number };
    };
    const order = async (id: number) => (await t.call({ method: 'GET', url: `/web/bet/detail?id=${id}`, headers: { token: m.token } })).body.data.status;
    const admin = async (status: string) => ((await f.adminGet(`/admin/api/bets?matchId=${d.match.id}&status=${status}`)).body.data.items as TListed[]).map((b) => b.id).sort();

    expect(await list('unconfirmed')).toEqual({ ids: [], total: 0 });
    expect((await list('waiting')).total).toBe(2);

    // 45 minutes after kick-off the first half is usually over: the HT bet awaits its score.
    t.clock.advance(60 * MIN + 45 * MIN);
    expect(await list('unconfirmed')).toEqual({ ids: [[ht.id, 'unconfirmed']], total: 1 });
    expect(await list('waiting')).toEqual({ ids: [[ft.id, 'waiting']], total: 1 });
    expect([await order(ht.id), await order(ft.id)]).toEqual(['unconfirmed', 'waiting']);

    // Full time usually comes 105 minutes after kick-off (90 and the break).
    t.clock.advance(60 * MIN);
    expect((await list()).ids).toEqual([[ft.id, 'unconfirmed'], [ht.id, 'unconfirmed']]);
    expect(await list('waiting')).toEqual({ ids: [], total: 0 });
    expect(await admin('unconfirmed')).toEqual([ht.id, ft.id].sort());
    expect(await admin('waiting')).toEqual([]);
    t.clock.advance(-(60 * MIN + 45 * MIN + 60 * MIN));
  });

  it('stays waiting while the match is postponed, though its old kick-off is long past', async () => {
    const d = await f.openMatch(60, 10);
    const m = await f.fundedMember();
    const res = await f.place(m.token, { matchId: d.match.id, period: 'FT', selection: '2-0', betType: 'correct', stake: 10_000, odds: priceOf(d, 'FT', '2-0').correct.odds });
    expect((await f.adminPost('/admin/api/matches/postpone', { matchId: d.match.id, reason: 'waterlogged pitch' })).body.code).toBe(200);
    t.clock.advance(60 * MIN + 3 * 60 * MIN);
    expect((await t.call({ method: 'GET', url: `/web/bet/detail?id=${res.body.data.id}`, headers: { token: m.token } })).body.data.status).toBe('waiting');
    t.clock.advance(-(60 * MIN + 3 * 60 * MIN));
  });

  it('reads unconfirmed as soon as its period has a score or its match is abandoned or void, before the settlement that follows', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const match = { state: 'live', kickOffAt: new Date(now.getTime() - 10 * MIN), htHome: null, ftHome: null };
    const waiting = (period: 'HT' | 'FT') => ({ status: 'waiting', period });
    expect(shownBetStatus(waiting('HT'), match, now)).toBe('waiting');
    expect(shownBetStatus(waiting('HT'), { ...match, htHome: 0 }, now)).toBe('unconfirmed');
    expect(shownBetStatus(waiting('FT'), { ...match, htHome: 0 }, now)).toBe('waiting');
    expect(shownBetStatus(waiting('FT'), { ...match, state: 'abandoned' }, now)).toBe('unconfirmed');
    expect(shownBetStatus(waiting('FT'), { ...match, state: 'void' }, now)).toBe('unconfirmed');
    // Only waiting bets: a settled one keeps what it is.
    expect(shownBetStatus({ status: 'winning', period: 'HT' }, { ...match, htHome: 1 }, now)).toBe('winning');
  });
});
