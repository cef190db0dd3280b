import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-session.ts';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal, walletFixtures } from '../../test/wallet-fixtures.ts';
import { fillDays } from './dashboard.ts';

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z (13:00 in Lagos)
const betting = bettingFixtures(t);
const wallet = walletFixtures(t);

const dashboardAs = async (token: string) => t.call({ method: 'GET', url: '/admin/api/dashboard', headers: { 'admin-token': token } });

describe('dashboard', () => {
  it("adds up today's money, members, open bets and pending reviews by operator day, with 30 days of series", async () => {
    const membersBefore = ((await t.ctx.db.execute(sql`select count(*)::int as n from members`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    // A confirmed deposit of ₦20,000 and a withdrawal waiting for review.
    const payer = await wallet.member();
    await wallet.fund(payer, 20_000_00);
    const bank = await wallet.bindBank(payer);
    expectOk(await wallet.withdraw(payer, { amount: 2_000_00, bankAccountId: bank.id }));

    // Bets: two on a match that finishes 1-0 (one wins, one loses), one still open on another.
    const settled = await betting.openMatch(60);
    const later = await betting.openMatch(300);
    const bettor = await betting.fundedMember(10_000);
    const win = priceOf(settled, 'FT', '1-0').correct;
    expectOk(await betting.place(bettor.token, { matchId: settled.match.id, period: 'FT', selection: '1-0', betType: 'correct', stake: 10_000, odds: win.odds }));
    expectOk(await betting.place(bettor.token, { matchId: settled.match.id, period: 'FT', selection: '2-0', betType: 'correct', stake: 15_000, odds: priceOf(settled, 'FT', '2-0').correct.odds }));
    const open = priceOf(later, 'FT', '0-0').correct;
    // At VIP 3 the open bet would also be paid its VIP award: the exposure counts it, as the match's Exposure tab does (QA).
    await t.ctx.db.execute(sql`update members set vip_level = 3 where id = ${bettor.member.uid}`);
    const openBet = expectOk(await betting.place(bettor.token, { matchId: later.match.id, period: 'FT', selection: '0-0', betType: 'correct', stake: 20_000, odds: open.odds }));
    expect(openBet.vipBonusBps).toBeGreaterThan(0);
    t.clock.set(new Date('2026-11-21T13:30:00Z'));
    expectOk(await betting.adminPost('/admin/api/matches/result', { matchId: settled.match.id, period: 'FT', home: 1, away: 0 }));
    const paid = Number(((await t.ctx.db.execute(sql`select actual_win_amount::text as a from bets where status = 'winning'`)) as unknown as { rows: { a: string }[] }).rows[0]!.a);

    // Operator days: 22:30Z on the 20th is 23:30 in Lagos (yesterday); 23:30Z is 00:30 on the 21st (today).
    await t.ctx.db.execute(sql`update members set created_at = '2026-11-20T22:30:00Z' where id = ${payer.uid}`);
    await t.ctx.db.execute(sql`update members set created_at = '2026-11-20T23:30:00Z' where id = ${bettor.member.uid}`);

    const support = await createSignedInAdmin(t, 'support');
    const d = expectOk(await dashboardAs(support.token));
    expect(d.timeZone).toBe('Africa/Lagos');
    expect(d.today).toEqual({
      day: '2026-11-21',
      deposits: { count: 1, amount: 20_000_00 },
      withdrawals: { count: 0, amount: 0 },
      stakes: { count: 3, amount: 45_000 },
      payouts: { count: 1, amount: paid },
      houseResult: 25_000 - paid,
      vipRewards: { count: 0, amount: 0 },
      newMembers: membersBefore + 1,
    });
    expect(d.openExposure).toEqual({ count: 1, stake: 20_000, potentialPayout: openBet.potentialActualWin });
    expect(openBet.potentialActualWin).toBeGreaterThan(Math.floor((20_000 * open.odds) / 10_000));
    expect(d.pending).toEqual({ withdrawals: 1, bankAccounts: 0, balanceCorrections: 0 });
    expect(d.series).toHaveLength(30);
    expect(d.series[0].day).toBe('2026-10-23');
    expect(d.series.at(-1)).toEqual(d.today);
    expect(d.series.at(-2)).toMatchObject({ day: '2026-11-20', newMembers: 1, stakes: { count: 0, amount: 0 } });
  });

  it('is read by every admin role and by nobody without a session', async () => {
    for (const role of ['trader', 'finance', 'auditor', 'super_admin'] as const) {
      expect((await dashboardAs((await createSignedInAdmin(t, role)).token)).body.code).toBe(200);
    }
    expectRefusal(await t.call({ method: 'GET', url: '/admin/api/dashboard' }), 'NOT_LOGGED_IN');
  });
});

describe('fillDays', () => {
  it('gives every day of the window in order, zeros where nothing happened, across a month end', () => {
    const days = fillDays('2026-10-30', 4, [{ day: '2026-11-01', deposits: { count: 2, amount: 5 }, withdrawals: { count: 0, amount: 0 }, stakes: { count: 0, amount: 0 }, payouts: { count: 0, amount: 0 }, houseResult: 0, vipRewards: { count: 0, amount: 0 }, newMembers: 1 }]);
    expect(days.map((d) => d.day)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(days[2]!.deposits).toEqual({ count: 2, amount: 5 });
    expect(days[3]!.newMembers).toBe(0);
  });
});
