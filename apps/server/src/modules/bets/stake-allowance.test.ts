import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z, 13:00 in Lagos
const { openMatch, fundedMember, place } = bettingFixtures(t);

const VIP0_DAILY = 20_000_000; // ₦200,000 (vip.levels default)
const SELECTION_TOTAL = 200_000_000; // ₦2,000,000 (betting.selectionTotalKobo default)

type Pick = { matchId: number; period: string; selection: string; betType: string };
const allowance = (token: string, p: Pick) =>
  t.call({ method: 'GET', url: `/web/bet/allowance?matchId=${p.matchId}&period=${p.period}&selection=${p.selection}&betType=${p.betType}`, headers: { token } });

describe('the order page allowance of a selection', () => {
  it('shrinks the room across all members and the daily limit by the member’s own stakes', async () => {
    const d = await openMatch();
    const a = await fundedMember(300_000);
    const b = await fundedMember(300_000);
    const pick = { matchId: d.match.id, period: 'FT', selection: '2-2', betType: 'correct' };
    const odds = priceOf(d, 'FT', '2-2').correct.odds;

    // Before any bet the selection has no shards yet: the whole limit is room.
    expect((await allowance(a.token, pick)).body.data).toEqual({ selectionRoom: SELECTION_TOTAL, vipLevel: 0, dailyLimit: VIP0_DAILY, dailyLeft: VIP0_DAILY });

    expect((await place(a.token, { ...pick, stake: 5_000_000, odds })).body.code).toBe(200);
    expect((await place(b.token, { ...pick, stake: 3_000_000, odds })).body.code).toBe(200);
    // Another selection uses a's day but not this selection's room.
    const other = { ...pick, selection: '0-0' };
    expect((await place(a.token, { ...other, stake: 1_000_000, odds: priceOf(d, 'FT', '0-0').correct.odds })).body.code).toBe(200);

    expect((await allowance(a.token, pick)).body.data).toEqual({ selectionRoom: SELECTION_TOTAL - 8_000_000, vipLevel: 0, dailyLimit: VIP0_DAILY, dailyLeft: VIP0_DAILY - 6_000_000 });
    expect((await allowance(b.token, pick)).body.data).toMatchObject({ selectionRoom: SELECTION_TOTAL - 8_000_000, dailyLeft: VIP0_DAILY - 3_000_000 });
    expect((await allowance(a.token, other)).body.data.selectionRoom).toBe(SELECTION_TOTAL - 1_000_000);
  });

  it('agrees with the judge: exactly what is left is taken, a kobo more is refused', async () => {
    const d = await openMatch();
    await t.ctx.db.execute(sql`update matches set selection_total_limit = 100000 where id = ${d.match.id}`); // ₦1,000
    const m = await fundedMember(300_000);
    const pick = { matchId: d.match.id, period: 'HT', selection: '1-0', betType: 'incorrect' };
    const odds = priceOf(d, 'HT', '1-0').incorrect.odds;

    expect((await allowance(m.token, pick)).body.data.selectionRoom).toBe(100_000);
    expect((await place(m.token, { ...pick, stake: 40_000, odds })).body.code).toBe(200);
    const { selectionRoom } = (await allowance(m.token, pick)).body.data;
    expect(selectionRoom).toBe(60_000);
    expect((await place(m.token, { ...pick, stake: selectionRoom + 1, odds })).body.code).toBe(ERRORS.SELECTION_LIMIT_REACHED.code);
    expect((await place(m.token, { ...pick, stake: selectionRoom, odds })).body.code).toBe(200);
    expect((await allowance(m.token, pick)).body.data.selectionRoom).toBe(0);
    // Nothing left, less than the minimum stake: the selection is full.
    expect((await place(m.token, { ...pick, stake: 10_000, odds })).body.code).toBe(ERRORS.SELECTION_FULL.code);
  });

  it('resets the daily allowance at midnight in Lagos, not before', async () => {
    const d = await openMatch(24 * 60);
    const m = await fundedMember(300_000);
    const pick = { matchId: d.match.id, period: 'FT', selection: '1-1', betType: 'correct' };
    expect((await place(m.token, { ...pick, stake: 15_000_000, odds: priceOf(d, 'FT', '1-1').correct.odds })).body.code).toBe(200);

    const startedAt = t.clock.now();
    try {
      t.clock.set(new Date('2026-11-21T22:59:59Z')); // 23:59:59 in Lagos
      expect((await allowance(m.token, pick)).body.data.dailyLeft).toBe(VIP0_DAILY - 15_000_000);
      t.clock.set(new Date('2026-11-21T23:00:00Z')); // midnight in Lagos (UTC+1)
      expect((await allowance(m.token, pick)).body.data).toMatchObject({ dailyLeft: VIP0_DAILY, selectionRoom: SELECTION_TOTAL - 15_000_000 });
    } finally {
      t.clock.set(startedAt);
    }
  });

  it('follows the member’s VIP level and gives a cancelled bet’s share back', async () => {
    const d = await openMatch();
    const m = await fundedMember(300_000);
    await t.ctx.db.execute(sql`update members set vip_level = 2 where id = ${m.member.uid}`); // ₦1,000,000 a day
    const pick = { matchId: d.match.id, period: 'FT', selection: '3-1', betType: 'correct' };
    const bet = (await place(m.token, { ...pick, stake: 2_000_000, odds: priceOf(d, 'FT', '3-1').correct.odds })).body.data;
    expect((await allowance(m.token, pick)).body.data).toMatchObject({ vipLevel: 2, dailyLimit: 100_000_000, dailyLeft: 98_000_000 });
    await t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token: m.token, 'idempotency-key': crypto.randomUUID() }, payload: { betId: bet.id } });
    // Cancelling drops the VIP level to 0 and gives both the day and the room back.
    expect((await allowance(m.token, pick)).body.data).toEqual({ selectionRoom: SELECTION_TOTAL, vipLevel: 0, dailyLimit: VIP0_DAILY, dailyLeft: VIP0_DAILY });
  });

  it('refuses an unknown match or selection, and a caller without a session', async () => {
    const d = await openMatch();
    const m = await t.register();
    const pick = { matchId: d.match.id, period: 'FT', selection: '2-1', betType: 'correct' };
    expect((await allowance(m.token, { ...pick, matchId: 999_999 })).body.code).toBe(ERRORS.MATCH_NOT_FOUND.code);
    // A score off its period's grid is not offered, as placing it says; a selection of no score's shape is malformed.
    expect((await allowance(m.token, { ...pick, period: 'HT', selection: '4-0' })).body).toMatchObject({ code: ERRORS.SELECTION_NOT_OFFERED.code, data: { field: 'selection' } });
    expect((await allowance(m.token, { ...pick, selection: 'x' })).body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect((await allowance('', pick)).body.code).not.toBe(200);
  });
});
