import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDashboardDay } from '@scoreline/contract/api/admin-dashboard-endpoints';
import { createSignedInAdmin } from '../../test/admin-session.ts';
import { bettingFixtures, priceOf, type OpenedMatch } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, walletFixtures } from '../../test/wallet-fixtures.ts';
import { operatorDayStart } from '../admin-matches/list-admin-matches.ts';
import { rollUpDashboardDays } from './daily-rollup.ts';
import { DASHBOARD_DAYS, fillDays } from './dashboard.ts';
import { addDays, dayFigures, operatorDayOf } from './dashboard-days.ts';

// The dashboard's series read through the daily rollup must be exactly the raw computation (the
// statement that read all 30 days from the raw tables before the rollup existed), whatever the
// job has or has not rolled up yet, and also after late changes to a day already rolled up: a
// result correction (its bets' settlement moves to the correction's day) and a bank reversal of
// a paid withdrawal (it stops counting on the day it was paid).

const t = useTestApp();
const betting = bettingFixtures(t);
const wallet = walletFixtures(t);
const TZ = 'Africa/Lagos';

type Rows<T> = { rows: T[] };
const at = (iso: string) => t.clock.set(new Date(iso));

/** The raw computation over the whole window, as the dashboard did it before the rollup. */
async function rawSeries(): Promise<TDashboardDay[]> {
  const today = operatorDayOf(t.clock.now(), TZ);
  const firstDay = addDays(today, -(DASHBOARD_DAYS - 1));
  return fillDays(firstDay, DASHBOARD_DAYS, await dayFigures(t.ctx.db, TZ, operatorDayStart(firstDay, TZ), operatorDayStart(today, TZ, 1)));
}

async function dashboardSeries(): Promise<TDashboardDay[]> {
  const support = await createSignedInAdmin(t, 'support');
  const d = expectOk(await t.call({ method: 'GET', url: '/admin/api/dashboard', headers: { 'admin-token': support.token } }));
  expect(d.today).toEqual(d.series.at(-1));
  return d.series as TDashboardDay[];
}

/** The dashboard answers the raw computation; returns the series. */
async function expectSameAsRaw(): Promise<TDashboardDay[]> {
  const raw = await rawSeries();
  expect(await dashboardSeries()).toEqual(raw);
  return raw;
}

const dayOf = (series: TDashboardDay[], day: string) => series.find((d) => d.day === day)!;
const rolledDays = async () =>
  ((await t.ctx.db.execute(sql`select day::text as day from dashboard_daily_rollup where time_zone = ${TZ} order by day`)) as unknown as Rows<{ day: string }>).rows.map((r) => r.day);
const rolledRow = async (day: string) =>
  ((await t.ctx.db.execute(sql`select withdrawals, payouts, payout_amount::text as payout_amount, house_result::text as house_result from dashboard_daily_rollup where time_zone = ${TZ} and day = ${day}::date`)) as unknown as Rows<Record<string, unknown>>).rows[0];
const pendingChanges = async () => ((await t.ctx.db.execute(sql`select count(*)::int as n from dashboard_rollup_changes`)) as unknown as Rows<{ n: number }>).rows[0]!.n;

async function asTrader(url: string, payload: Record<string, unknown>) {
  const trader = await createSignedInAdmin(t, 'trader');
  return expectOk(await t.call({ method: 'POST', url, headers: { 'admin-token': trader.token }, payload }));
}

describe('the dashboard daily rollup', () => {
  it('gives the raw computation before and after rolling up, across days, late corrections and reversals', async () => {
    // 17 Nov (Lagos): a deposit, a paid withdrawal, bets on two matches (A kicks off on the 18th, B on the 19th).
    at('2026-11-17T09:00:00Z');
    const payer = await wallet.member();
    await wallet.fund(payer, 50_000_00);
    const bank = await wallet.bindBank(payer);
    const paid = expectOk(await wallet.withdraw(payer, { amount: 5_000_00, bankAccountId: bank.id }));
    expectOk(await wallet.adminPost('/admin/api/withdrawals/approve', { id: paid.id }));
    expectOk(await wallet.adminPost('/admin/api/withdrawals/sandbox-outcome', { id: paid.id, outcome: 'success' }));
    const a = await betting.openMatch(27 * 60); // 2026-11-18T12:00Z
    const b = await betting.openMatch(51 * 60); // 2026-11-19T12:00Z
    const bettor = await betting.fundedMember(50_000);
    const place = async (m: typeof a, selection: string, stake: number) =>
      expectOk(await betting.place(bettor.token, { matchId: m.match.id, period: 'FT', selection, betType: 'correct', stake, odds: priceOf(m, 'FT', selection).correct.odds }));
    await place(a, '1-0', 10_000);
    await place(a, '2-0', 15_000);
    await expectSameAsRaw();

    // 18 Nov: a bet on B, a new member just before Lagos midnight, A's result (1-0) settles A's bets.
    at('2026-11-18T10:00:00Z');
    await place(b, '0-0', 20_000);
    at('2026-11-18T13:00:00Z');
    await asTrader('/admin/api/matches/result', { matchId: a.match.id, period: 'FT', home: 1, away: 0 });
    at('2026-11-18T22:59:00Z'); // 23:59 in Lagos
    await t.register();
    const beforeRollup = await expectSameAsRaw();

    // Just after Lagos midnight the 18th is not rolled up yet (grace), the 17th and before are.
    at('2026-11-18T23:05:00Z');
    await rollUpDashboardDays(t.ctx);
    expect(await rolledDays()).not.toContain('2026-11-18');
    expect(await rolledDays()).toContain('2026-11-17');
    at('2026-11-18T23:11:00Z');
    expect(await rollUpDashboardDays(t.ctx)).toEqual(['2026-11-18']);
    // A second run has nothing to do.
    expect(await rollUpDashboardDays(t.ctx)).toEqual([]);
    expect(await rolledDays()).toHaveLength(DASHBOARD_DAYS - 1);
    const rolled = await expectSameAsRaw();
    expect(rolled.slice(0, -1)).toEqual(beforeRollup.slice(1)); // the window moved one day
    const day18 = dayOf(rolled, '2026-11-18');
    expect(day18).toMatchObject({ stakes: { count: 1, amount: 20_000 }, payouts: { count: 1 }, newMembers: 1 });
    expect(dayOf(rolled, '2026-11-17')).toMatchObject({ deposits: { count: 1, amount: 50_000_00 }, withdrawals: { count: 1, amount: 5_000_00 }, stakes: { count: 2, amount: 25_000 } });

    // 19 Nov: A's result is corrected to 2-0. Its bets are re-settled today: the 18th's payouts change.
    at('2026-11-19T09:00:00Z');
    await asTrader('/admin/api/matches/correct', { matchId: a.match.id, period: 'FT', home: 2, away: 0, reason: 'wrong score typed' });
    expect(await pendingChanges()).toBeGreaterThan(0);
    const corrected = await expectSameAsRaw(); // the touched day is computed live until the job runs
    expect(dayOf(corrected, '2026-11-18')).toMatchObject({ stakes: day18.stakes, payouts: { count: 0, amount: 0 }, houseResult: 0, newMembers: 1 });
    expect(dayOf(corrected, '2026-11-19').payouts.count).toBe(1);
    expect(await rolledRow('2026-11-18')).toMatchObject({ payouts: 1 }); // not recomputed yet
    expect(await rollUpDashboardDays(t.ctx)).toEqual(['2026-11-18']);
    expect(await rolledRow('2026-11-18')).toMatchObject({ payouts: 0, payout_amount: '0', house_result: '0' });
    expect(await pendingChanges()).toBe(0);
    expect(await expectSameAsRaw()).toEqual(corrected);

    // The bank reverses the withdrawal paid on the 17th: it no longer counts there.
    at('2026-11-19T10:00:00Z');
    expectOk(await wallet.adminPost('/admin/api/withdrawals/sandbox-outcome', { id: paid.id, outcome: 'reversed' }));
    const reversed = await expectSameAsRaw();
    expect(dayOf(reversed, '2026-11-17').withdrawals).toEqual({ count: 0, amount: 0 });
    expect(await rollUpDashboardDays(t.ctx)).toEqual(['2026-11-17']);
    expect(await rolledRow('2026-11-17')).toMatchObject({ withdrawals: 0 });
    await expectSameAsRaw();

    // 19 Nov, later: B's result settles a bet placed on the 18th; it counts as staked on the 18th
    // (rolled up, unchanged) and settled on the 19th (today, live).
    at('2026-11-19T13:00:00Z');
    await asTrader('/admin/api/matches/result', { matchId: b.match.id, period: 'FT', home: 0, away: 0 });
    expect(await pendingChanges()).toBe(0);
    const settled = await expectSameAsRaw();
    expect(dayOf(settled, '2026-11-19').payouts.count).toBe(2);

    // A counted time edited by hand (as a data fix would) is caught too.
    await t.ctx.db.execute(sql`update members set created_at = '2026-11-16T12:00:00Z' where id = ${bettor.member.uid}`);
    await expectSameAsRaw();
    at('2026-11-20T09:00:00Z');
    expect(await rollUpDashboardDays(t.ctx)).toEqual(['2026-11-16', '2026-11-17', '2026-11-19']);
    const final = await expectSameAsRaw();

    // Past days are read from the rollup (a row changed behind its back shows), today never is.
    await t.ctx.db.execute(sql`update dashboard_daily_rollup set new_members = new_members + 100 where day = '2026-11-16'`);
    await t.ctx.db.execute(sql`insert into dashboard_daily_rollup values (${TZ}, '2026-11-20', 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, now())`);
    const read = await dashboardSeries();
    expect(dayOf(read, '2026-11-16').newMembers).toBe(dayOf(final, '2026-11-16').newMembers + 100);
    expect(read.at(-1)).toEqual(final.at(-1));
  });

  it("shows the VIP daily rewards on the operator day of their claim, live and rolled up, and leaves the house result as it was", async () => {
    // A month after the first test: its days (and the row it wrote by hand) are out of the window,
    // and its trader's session has ended, so matches are opened by a trader signed in now.
    const openMatch = async (minutes: number, home: string): Promise<OpenedMatch> => {
      await t.ctx.settings.set('betting.closeMinutesBeforeKickoff', 0, 'test');
      const kickoff = new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
      await asTrader('/admin/api/matches/import', { format: 'json', content: JSON.stringify([{ league: 'NPFL', home, away: `${home} Away`, kickoff }]) });
      const [row] = ((await t.ctx.db.execute(sql`select id from matches where home_team = ${home}`)) as unknown as Rows<{ id: number }>).rows;
      return (await asTrader('/admin/api/matches/price', { matchId: Number(row!.id), rates: { home: 1.6, away: 1.1 } })) as OpenedMatch;
    };
    // 20 Dec, 21:00 in Lagos: a ₦1,000 bet that loses (the house result of the 20th: +₦1,000).
    at('2026-12-20T20:00:00Z');
    const early = await openMatch(60, 'Rewards Early'); // 21:00Z
    const late = await openMatch(300, 'Rewards Late'); // 01:00Z on the 21st
    const a = await betting.fundedMember();
    const b = await betting.fundedMember();
    await t.ctx.db.execute(sql`update members set vip_level = 2 where id = ${a.member.uid}`); // ₦150 a day
    await t.ctx.db.execute(sql`update members set vip_level = 3 where id = ${b.member.uid}`); // ₦400 a day
    const stake = async (m: typeof a, d: OpenedMatch, selection: string) =>
      expectOk(await betting.place(m.token, { matchId: d.match.id, period: 'FT', selection, betType: 'correct', stake: 100_000, odds: priceOf(d, 'FT', selection).correct.odds }));
    const claim = async (m: typeof a) =>
      expectOk(await t.call({ method: 'POST', url: '/web/vip/reward/claim', headers: { token: m.token, 'idempotency-key': crypto.randomUUID() }, payload: {} }));
    await stake(a, early, '1-0');
    at('2026-12-20T22:00:00Z');
    await asTrader('/admin/api/matches/result', { matchId: early.match.id, period: 'FT', home: 0, away: 0 });

    // A claim changes the rewards of its day and nothing else, the house result least of all.
    const withoutRewards = (series: TDashboardDay[]) => series.map(({ vipRewards: _, ...rest }) => rest);
    const claimed = async (...members: (typeof a)[]) => {
      const before = await expectSameAsRaw();
      for (const m of members) await claim(m);
      const after = await expectSameAsRaw();
      expect(withoutRewards(after)).toEqual(withoutRewards(before));
      return after;
    };

    // A claims at 23:59 in Lagos: the 20th's.
    at('2026-12-20T22:59:00Z');
    const day20Claimed = await claimed(a);
    expect(dayOf(day20Claimed, '2026-12-20')).toMatchObject({ vipRewards: { count: 1, amount: 15_000 }, houseResult: 100_000, stakes: { count: 1, amount: 100_000 } });

    // Just after Lagos midnight both stake ₦1,000 again and claim: the 21st's.
    at('2026-12-20T23:00:30Z');
    await stake(a, late, '0-0');
    await stake(b, late, '1-1');
    at('2026-12-20T23:01:00Z');
    const day21Claimed = await claimed(a, b);
    expect(day21Claimed.at(-1)!.day).toBe('2026-12-21');
    expect(dayOf(day21Claimed, '2026-12-20')).toMatchObject({ vipRewards: { count: 1, amount: 15_000 }, houseResult: 100_000 });
    expect(dayOf(day21Claimed, '2026-12-21')).toMatchObject({ vipRewards: { count: 2, amount: 55_000 }, houseResult: 0, stakes: { count: 2, amount: 200_000 } });

    // Rolled up: the stored rows hold them, and the dashboard reads them back the same.
    const rewardRow = async (day: string) =>
      ((await t.ctx.db.execute(sql`select rewards, reward_amount::text as reward_amount, house_result::text as house_result from dashboard_daily_rollup where time_zone = ${TZ} and day = ${day}::date`)) as unknown as Rows<Record<string, unknown>>).rows[0];
    at('2026-12-20T23:11:00Z');
    expect(await rollUpDashboardDays(t.ctx)).toContain('2026-12-20');
    expect(await rewardRow('2026-12-20')).toEqual({ rewards: 1, reward_amount: '15000', house_result: '100000' });
    expect(await rewardRow('2026-12-19')).toEqual({ rewards: 0, reward_amount: '0', house_result: '0' });
    expect(await expectSameAsRaw()).toEqual(day21Claimed);
    at('2026-12-21T23:11:00Z');
    expect(await rollUpDashboardDays(t.ctx)).toEqual(['2026-12-21']);
    expect(await rewardRow('2026-12-21')).toEqual({ rewards: 2, reward_amount: '55000', house_result: '0' });
    const rolled = await expectSameAsRaw(); // the 20th and 21st read from the rollup
    expect(rolled.slice(0, -1)).toEqual(day21Claimed.slice(1)); // the window moved one day
    expect(rolled.at(-1)).toMatchObject({ day: '2026-12-22', vipRewards: { count: 0, amount: 0 } });
  });
});
