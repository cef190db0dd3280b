import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { findLedgerViolations } from '../ledger/ledger-invariants.ts';
import { bettingFixtures, priceOf, type OpenedMatch } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk } from '../../test/wallet-fixtures.ts';

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z (13:00 in Lagos)
const { openMatch, fundedMember, place, balances, adminPost } = bettingFixtures(t);

type Member = Awaited<ReturnType<typeof fundedMember>>;
const reward = (m: Member) => t.call({ method: 'GET', url: '/web/vip/reward', headers: { token: m.token } });
const claim = (m: Member, key: string = crypto.randomUUID()) => t.call({ method: 'POST', url: '/web/vip/reward/claim', headers: { token: m.token, 'idempotency-key': key }, payload: {} });
const setLevel = (m: Member, level: number) => t.ctx.db.execute(sql`update members set vip_level = ${level} where id = ${m.member.uid}`);
const stake = async (m: Member, d: OpenedMatch, kobo: number) => {
  const p = priceOf(d, 'FT', '1-1');
  return expectOk(await place(m.token, { matchId: d.match.id, period: 'FT', selection: '1-1', betType: 'correct', stake: kobo, odds: p.correct.odds }));
};
const rewardsOf = async (m: Member) =>
  ((await t.ctx.db.execute(sql`select day::text as day, level, amount::text as amount from vip_daily_rewards where member_id = ${m.member.uid} order by day`)) as unknown as {
    rows: { day: string; level: number; amount: string }[];
  }).rows;

describe('the VIP daily reward', () => {
  it("pays the level's reward once the day's stake reaches the minimum, into the available balance, once a day", async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await setLevel(m, 2); // ₦150 a day in the default table
    await stake(m, d, 60_000);
    expect(expectOk(await reward(m))).toEqual({
      day: '2026-11-21', state: 'stake', level: 2, amount: 15_000, minStake: 100_000, stakedToday: 60_000, stakeLeft: 40_000, claimedAt: null,
      nextDayAt: '2026-11-21T23:00:00.000Z', // Lagos midnight
    });
    const short = await claim(m);
    expect(short.body).toMatchObject({ code: ERRORS.REWARD_STAKE_SHORT.code, msg: 'Stake ₦400.00 more today to claim your VIP reward: it needs ₦1,000.00 staked that day.', data: { left: 40_000 } });
    expect(await balances(m.member.uid)).toEqual({ available: 940_000, frozen: 60_000 });

    await stake(m, d, 40_000);
    expect(expectOk(await reward(m)).state).toBe('ready');
    const key = crypto.randomUUID();
    const paid = expectOk(await claim(m, key));
    expect(paid).toMatchObject({ state: 'claimed', level: 2, amount: 15_000, stakedToday: 100_000, claimedAt: '2026-11-21T12:00:00.000Z' });
    expect(await balances(m.member.uid)).toEqual({ available: 915_000, frozen: 100_000 });
    const bill = expectOk(await t.call({ method: 'GET', url: '/web/wallet/bill?group=M&range=0', headers: { token: m.token } }));
    expect(bill.items).toEqual([expect.objectContaining({ group: 'M', kind: 'vip_reward', amount: 15_000, balanceAfter: 915_000 })]);

    // The same request again is answered as before; another one is refused; the money moved once.
    expect(expectOk(await claim(m, key))).toEqual(paid);
    expect((await claim(m)).body).toMatchObject({ code: ERRORS.REWARD_ALREADY_CLAIMED.code, msg: 'You have already claimed today’s VIP reward. The next one can be claimed tomorrow.' });
    expect(await balances(m.member.uid)).toEqual({ available: 915_000, frozen: 100_000 });
    expect(await rewardsOf(m)).toEqual([{ day: '2026-11-21', level: 2, amount: '15000' }]);
  });

  it('keeps the paid reward as paid when the level changes later the same day', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await setLevel(m, 3);
    await stake(m, d, 100_000);
    expectOk(await claim(m));
    await setLevel(m, 5);
    expect(expectOk(await reward(m))).toMatchObject({ state: 'claimed', level: 3, amount: 40_000 });
    expect((await claim(m)).body.code).toBe(ERRORS.REWARD_ALREADY_CLAIMED.code);
  });

  it('has none at a level without a reward, and says which level the member is at', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await stake(m, d, 100_000);
    expect(expectOk(await reward(m))).toMatchObject({ state: 'none', level: 0, amount: 0, stakedToday: 100_000 });
    expect((await claim(m)).body).toMatchObject({ code: ERRORS.REWARD_NONE_AT_LEVEL.code, msg: 'VIP level 0 has no daily reward. Deposits raise your level.' });
    expect(await rewardsOf(m)).toEqual([]);
  });

  it("does not count a cancelled bet's stake toward the day's minimum", async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await setLevel(m, 1);
    const bet = await stake(m, d, 100_000);
    expectOk(await t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token: m.token, 'idempotency-key': crypto.randomUUID() }, payload: { betId: bet.id } }));
    await setLevel(m, 1); // the cancel reset the level to 0; put it back to see the stake alone
    expect(expectOk(await reward(m))).toMatchObject({ state: 'stake', stakedToday: 0 });
    expect((await claim(m)).body.code).toBe(ERRORS.REWARD_STAKE_SHORT.code);
  });

  it("counts a bet the operator voided: the member staked it (QA: a void took the reward away)", async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await setLevel(m, 1);
    await stake(m, d, 100_000);
    expect(expectOk(await adminPost('/admin/api/matches/void', { matchId: d.match.id, state: 'void', reason: 'fixture cancelled' })).match).toBeTruthy();
    expect(await balances(m.member.uid)).toEqual({ available: 1_000_000, frozen: 0 });
    expect(expectOk(await reward(m))).toMatchObject({ state: 'ready', stakedToday: 100_000, stakeLeft: 0 });
    expect(expectOk(await claim(m))).toMatchObject({ state: 'claimed', amount: 5_000 });
  });

  it('never asks for less than one bet the member can place (QA: "stake ₦0.01 more")', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await setLevel(m, 1);
    await stake(m, d, 99_999);
    expect(expectOk(await reward(m))).toMatchObject({ state: 'stake', stakedToday: 99_999, stakeLeft: 10_000 });
    expect((await claim(m)).body).toMatchObject({ code: ERRORS.REWARD_STAKE_SHORT.code, msg: 'Stake ₦100.00 more today to claim your VIP reward: it needs ₦1,000.00 staked that day.', data: { left: 10_000 } });
    await stake(m, d, 10_000);
    expectOk(await claim(m));
  });

  it("starts a new day at the operator's midnight, not the server's: yesterday's reward does not stand in the way, nor does yesterday's stake count", async () => {
    const start = t.clock.now();
    const d = await openMatch(14 * 60); // kicks off at 03:00 in Lagos on the 22nd
    const m = await fundedMember();
    try {
      t.clock.set(new Date('2026-11-21T22:30:00Z')); // 23:30 in Lagos
      await setLevel(m, 1);
      await stake(m, d, 100_000);
      expect(expectOk(await claim(m))).toMatchObject({ day: '2026-11-21', state: 'claimed', amount: 5_000 });
      t.clock.set(new Date('2026-11-21T23:00:00Z')); // midnight in Lagos, still the 21st in UTC
      expect(expectOk(await reward(m))).toMatchObject({ day: '2026-11-22', state: 'stake', stakedToday: 0, nextDayAt: '2026-11-22T23:00:00.000Z' });
      await stake(m, d, 100_000);
      expect(expectOk(await claim(m))).toMatchObject({ day: '2026-11-22', state: 'claimed' });
      expect(await rewardsOf(m)).toEqual([
        { day: '2026-11-21', level: 1, amount: '5000' },
        { day: '2026-11-22', level: 1, amount: '5000' },
      ]);
    } finally {
      t.clock.set(start);
    }
  });

  it("takes the amounts from the operator's settings", async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await setLevel(m, 1);
    const levels = await t.ctx.settings.get('vip.levels');
    await t.ctx.settings.set('vip.levels', levels.map((l) => (l.level === 1 ? { ...l, dailyRewardKobo: 7_700 } : l)), 'test');
    await t.ctx.settings.set('vip.dailyRewardMinStakeKobo', 50_000, 'test');
    try {
      await stake(m, d, 50_000);
      expect(expectOk(await claim(m))).toMatchObject({ amount: 7_700, minStake: 50_000 });
    } finally {
      await t.ctx.settings.set('vip.levels', levels, 'test');
      await t.ctx.settings.set('vip.dailyRewardMinStakeKobo', 100_000, 'test');
    }
  });

  it('is barred to a member who has lost betting, as one of several accounts of one person (QA: it was offered, then refused)', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await setLevel(m, 2);
    await stake(m, d, 100_000);
    await t.ctx.db.execute(sql`update members set multi_account_flagged_at = now() where id = ${m.member.uid}`);
    expect(expectOk(await reward(m)).state).toBe('barred');
    expect((await claim(m)).body.code).toBe(ERRORS.MULTI_ACCOUNT_RESTRICTED.code);
    expect(await rewardsOf(m)).toEqual([]);
  });

  it('pays once when many claims arrive together', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await setLevel(m, 2);
    await stake(m, d, 100_000);
    const codes = (await Promise.all(Array.from({ length: 8 }, () => claim(m)))).map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 200))).toEqual(new Set([ERRORS.REWARD_ALREADY_CLAIMED.code]));
    expect(await balances(m.member.uid)).toEqual({ available: 915_000, frozen: 100_000 });
  });

  it('is held to its ledger transaction by the ledger check: a row paid another amount, or a payment without its row, is reported', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await setLevel(m, 1);
    await stake(m, d, 100_000);
    expectOk(await claim(m));
    const invariant = /^6\. every VIP daily reward paid/;
    const reported = async () => (await findLedgerViolations(t.ctx.db)).filter((v) => invariant.test(v.invariant)).length;
    expect(await reported()).toBe(0);
    await t.ctx.db.execute(sql`update vip_daily_rewards set amount = amount + 1 where member_id = ${m.member.uid}`);
    expect(await reported()).toBe(1);
    await t.ctx.db.execute(sql`update vip_daily_rewards set amount = amount - 1 where member_id = ${m.member.uid}`);
    const deleted = (await t.ctx.db.execute(sql`delete from vip_daily_rewards where member_id = ${m.member.uid} returning *`)) as unknown as { rows: Record<string, unknown>[] };
    expect(await reported()).toBe(1);
    const r = deleted.rows[0]!;
    await t.ctx.db.execute(sql`insert into vip_daily_rewards select * from json_populate_record(null::vip_daily_rewards, ${JSON.stringify(r)}::json)`);
    expect(await reported()).toBe(0);
  });

  it('needs a signed-in member, an Idempotency-Key and an empty body', async () => {
    const m = await fundedMember();
    expect((await t.call({ method: 'GET', url: '/web/vip/reward' })).body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect((await t.call({ method: 'POST', url: '/web/vip/reward/claim', headers: { token: m.token }, payload: {} })).body.code).toBe(ERRORS.IDEMPOTENCY_KEY_REQUIRED.code);
    const odd = await t.call({ method: 'POST', url: '/web/vip/reward/claim', headers: { token: m.token, 'idempotency-key': crypto.randomUUID() }, payload: { amount: 1_000_000 } });
    expect(odd.status).toBeLessThan(500);
    expect(odd.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
  });
});
