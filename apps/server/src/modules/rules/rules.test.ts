import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const rules = (headers: Record<string, string> = {}) => t.call({ method: 'GET', url: '/web/rules', headers });

describe('GET /web/rules', () => {
  it('answers a visitor who is not signed in with the product rules of a fresh database', async () => {
    const res = await rules();
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data.betting).toEqual({ minStake: 10_000, maxStake: 20_000_000, selectionTotal: 200_000_000, handlingFeeBps: 0, minPrice: 10_100, closeMinutesBeforeKickoff: 0 });
    expect(data.settlement).toEqual({ postponedGraceHours: 48, playAllowanceHours: 3 });
    expect(data.vip.dailyRewardMinStake).toBe(100_000);
    expect(data.vip.levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(data.vip.levels[2]).toEqual({
      level: 2,
      reachDeposits: 5_000_000,
      oddsBonusBps: 200,
      dailyReward: 15_000,
      dailyBetLimit: 100_000_000,
      dailyWithdrawCount: 2,
      dailyWithdrawAmount: 60_000_000,
      dailyDepositLimit: 200_000_000,
    });
    expect(data.deposit).toEqual({ min: 50_000, max: 500_000_000, timeoutMinutes: 30 });
    expect(data.withdrawal).toMatchObject({ min: 100_000, max: 100_000_000, feeBps: 100, feeMin: 5_000, intervalMinutes: 10, maxOpen: 1, vipResetAfter: 3 });
    expect(data.withdrawal.usdt).toEqual({
      minUsdt: 7,
      feeTiers: [{ upTo: 300, bps: 500 }, { upTo: 500, bps: 300 }, { upTo: 999, bps: 200 }],
      openDays: [1, 2, 3, 4, 5],
      openFrom: '10:00',
      openTo: '20:00',
      arrivalHours: { from: 2, to: 72 },
    });
    expect(data.minAge).toBe(18);
  });

  it('is public: a stale token is ignored, not answered with 401', async () => {
    const res = await rules({ token: 'f'.repeat(64) });
    expect(res.status).toBe(200);
    expect(res.body.data.betting.minStake).toBe(10_000);
  });

  it('states what the operator changed at once, with the VIP table in level order', async () => {
    const { token } = await t.register();
    await t.ctx.settings.set('betting.handlingFeeBps', 250, 'rules-test');
    await t.ctx.settings.set('betting.minStakeKobo', 25_000, 'rules-test');
    await t.ctx.settings.set('settlement.postponedGraceHours', 72, 'rules-test');
    const levels = await t.ctx.settings.get('vip.levels');
    await t.ctx.settings.set('vip.levels', [...levels].reverse(), 'rules-test');
    await t.ctx.settings.set('withdrawal.usdt', { ...(await t.ctx.settings.get('withdrawal.usdt')), feeTiers: [[999, 200], [300, 500]] }, 'rules-test');

    const res = await rules({ token });
    expect(res.body.data.betting).toMatchObject({ handlingFeeBps: 250, minStake: 25_000 });
    expect(res.body.data.settlement.postponedGraceHours).toBe(72);
    expect(res.body.data.vip.levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(res.body.data.withdrawal.usdt.feeTiers).toEqual([{ upTo: 300, bps: 500 }, { upTo: 999, bps: 200 }]);
  });

  it('is closed with the rest of the member API during maintenance', async () => {
    await t.ctx.settings.set('system.maintenance', true, 'rules-test');
    try {
      expect((await rules()).body.code).toBe(9999);
    } finally {
      await t.ctx.settings.set('system.maintenance', false, 'rules-test');
    }
  });
});
