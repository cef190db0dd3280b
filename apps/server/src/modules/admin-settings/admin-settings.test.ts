import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, type TestAdmin } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal } from '../../test/wallet-fixtures.ts';
import { settingDefinitions } from '../settings/defaults.ts';
import { SETTING_DESCRIPTIONS } from './setting-descriptions.ts';

const t = useTestApp();
const get = (a: TestAdmin, url: string) => t.call({ method: 'GET', url, headers: { 'admin-token': a.token } });
const post = (a: TestAdmin, url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url, headers: { 'admin-token': a.token }, payload });
const change = (a: TestAdmin, key: string, value: unknown) => post(a, '/admin/api/settings/change', { key, value });
/** The refusal's data (field, reason). */
const refused = (res: Awaited<ReturnType<typeof t.call>>, key: Parameters<typeof expectRefusal>[1]) => {
  expectRefusal(res, key);
  return res.body.data;
};

describe('configuration', () => {
  it('describes every setting of the registry', () => {
    for (const key of Object.keys(settingDefinitions)) expect(SETTING_DESCRIPTIONS, key).toHaveProperty([key]);
  });

  it('holds every configurable rule of product-rules.md with its default', () => {
    const defaults = Object.fromEntries(Object.entries(settingDefinitions).map(([k, d]) => [k, d.default]));
    expect(defaults).toMatchObject({
      'betting.minStakeKobo': 100_00,
      'betting.maxStakeKobo': 200_000_00,
      'betting.selectionTotalKobo': 2_000_000_00,
      'betting.handlingFeeBps': 0,
      'settlement.postponedGraceHours': 48,
      'vip.dailyRewardMinStakeKobo': 1_000_00,
      'withdrawal.vipResetAfter': 3,
      'deposit.minKobo': 500_00,
      'deposit.maxKobo': 5_000_000_00,
      'deposit.timeoutMinutes': 30,
      'withdrawal.minKobo': 1_000_00,
      'withdrawal.maxKobo': 1_000_000_00,
      'withdrawal.feeBps': 100,
      'withdrawal.feeMinKobo': 50_00,
      'withdrawal.intervalMinutes': 10,
      'withdrawal.maxOpen': 1,
      'bank.maxAccounts': 5,
      'walletPassword.maxFailures': 5,
      'walletPassword.lockMinutes': 60,
      'identity.maxFailures': 15,
      'identity.lockHours': 24,
      'identity.minAge': 18,
      'auth.maxFailedLogins': 5,
      'auth.lockMinutes': 30,
      'inheritance.minBalanceKobo': 500_00,
      'inheritance.inactiveMonths': 8,
      'responsible.limitRaiseDelayHours': 24,
      'responsible.timeOutHours': [24, 168, 720],
      'responsible.selfExclusionMonths': [6, 12, 60],
      'rebates.rates': { profit: [500, 200, 100], bets: [30, 20, 10], deposit: [0, 0, 0] },
      'system.maintenance': false,
    });
    expect(defaults['withdrawal.usdt']).toMatchObject({ minUsdt: 7, feeTiers: [[300, 500], [500, 300], [999, 200]], openDays: [1, 2, 3, 4, 5], openFrom: '10:00', openTo: '20:00', arrivalHours: [2, 72] });
    expect(settingDefinitions['responsible.timeOutHours'].schema.safeParse([168, 24]).success).toBe(false);
    for (const key of ['deposit.usdtRateKobo', 'vip.levels', 'betting.marginBps', 'runtime.title', 'runtime.version']) expect(defaults).toHaveProperty([key]);
  });

  it('lists every setting with its value, default, description and JSON Schema', async () => {
    const superAdmin = await createSignedInAdmin(t, 'super_admin');
    const { items } = expectOk(await get(superAdmin, '/admin/api/settings'));
    expect(items.map((s: { key: string }) => s.key)).toEqual(Object.keys(settingDefinitions));
    const fee = items.find((s: { key: string }) => s.key === 'withdrawal.feeBps');
    expect(fee).toMatchObject({ area: 'fees', unit: 'bps', value: 100, default: 100, updatedAt: null, updatedBy: null, schema: { type: 'integer', minimum: 0, maximum: 10_000 } });
    expect(fee.description).toMatch(/fee/i);
    expect(items.find((s: { key: string }) => s.key === 'vip.levels')).toMatchObject({ area: 'vip', unit: 'json' });
    expect(items.find((s: { key: string }) => s.key === 'rebates.rates')).toMatchObject({ area: 'rebates', value: { profit: [500, 200, 100], bets: [30, 20, 10], deposit: [0, 0, 0] } });
  });

  it('changes a setting with the registry validation, keeps its history and audits each change', async () => {
    const superAdmin = await createSignedInAdmin(t, 'super_admin');
    const changed = expectOk(await change(superAdmin, 'withdrawal.feeBps', 150));
    expect(changed).toMatchObject({ key: 'withdrawal.feeBps', value: 150, default: 100, updatedBy: `admin:${superAdmin.username}` });
    expect(await t.ctx.settings.get('withdrawal.feeBps')).toBe(150);
    expectOk(await change(superAdmin, 'withdrawal.feeBps', 120));
    expectOk(await change(superAdmin, 'system.maintenance', true));
    expectOk(await change(superAdmin, 'system.maintenance', false));

    // Refusals name the field.
    expect(refused(await change(superAdmin, 'withdrawal.feeBps', -1), 'VALIDATION_FAILED')).toMatchObject({ field: 'value' });
    expect(refused(await change(superAdmin, 'withdrawal.feeBps', '150'), 'VALIDATION_FAILED')).toMatchObject({ field: 'value' });
    // Above both its own maximum and the whole-number range: the setting's maximum is said.
    expect(refused(await change(superAdmin, 'withdrawal.feeBps', 1e20), 'VALIDATION_FAILED')).toMatchObject({ field: 'value', reason: 'at most 10000' });
    const vip = (await t.ctx.settings.get('vip.levels')).map((r) => ({ ...r }));
    vip[2]!.oddsBonusBps = 20_000;
    expect(refused(await change(superAdmin, 'vip.levels', vip), 'VALIDATION_FAILED')).toMatchObject({ field: 'value.2.oddsBonusBps' });
    // The VIP daily reward: a slip of zeros in the table, or no stake at all before it (QA).
    const rich = (await t.ctx.settings.get('vip.levels')).map((r) => ({ ...r }));
    rich[1]!.dailyRewardKobo = 8_000_000_000;
    expect(refused(await change(superAdmin, 'vip.levels', rich), 'VALIDATION_FAILED')).toMatchObject({ field: 'value.1.dailyRewardKobo' });
    expect(refused(await change(superAdmin, 'vip.dailyRewardMinStakeKobo', 0), 'VALIDATION_FAILED')).toMatchObject({ field: 'value' });
    expect(refused(await change(superAdmin, 'no.such.key', 1), 'VALIDATION_FAILED')).toMatchObject({ field: 'key' });
    // A minimum above its maximum would refuse every deposit.
    expectRefusal(await change(superAdmin, 'deposit.minKobo', 6_000_000_00), 'VALIDATION_FAILED');
    expect(await t.ctx.settings.get('withdrawal.feeBps')).toBe(120);

    const history = expectOk(await get(superAdmin, '/admin/api/settings/history?key=withdrawal.feeBps')).items;
    expect(history.map((h: { oldValue: unknown; newValue: unknown }) => [h.oldValue, h.newValue])).toEqual([[150, 120], [null, 150]]);
    expect(history[0]).toMatchObject({ key: 'withdrawal.feeBps', changedBy: `admin:${superAdmin.username}` });
    expect(expectOk(await get(superAdmin, '/admin/api/settings/history')).items.slice(0, 4).map((h: { key: string }) => h.key)).toEqual(['system.maintenance', 'system.maintenance', 'withdrawal.feeBps', 'withdrawal.feeBps']);
    expectRefusal(await get(superAdmin, '/admin/api/settings/history?key=nope'), 'VALIDATION_FAILED');

    const audit = expectOk(await get(superAdmin, '/admin/api/audit?action=adminChangeSetting&targetId=withdrawal.feeBps')).items;
    expect(audit).toHaveLength(5); // two changes and three refusals
    expect(audit.find((a: { resultCode: number; after: { value: number } | null }) => a.resultCode === 200 && a.after?.value === 120)).toMatchObject({ targetType: 'setting', before: { value: 150 } });
  });

  it('refuses a blank app title or one holding a control character, and keeps the title on one line (QA: "  " left the member app without a title)', async () => {
    const superAdmin = await createSignedInAdmin(t, 'super_admin');
    for (const value of ['  ', '\u3000\t', '']) {
      expect(refused(await change(superAdmin, 'runtime.title', value), 'VALIDATION_FAILED'), JSON.stringify(value)).toMatchObject({ field: 'value', reason: 'must not be empty' });
    }
    expect(refused(await change(superAdmin, 'runtime.title', '\u202eenilerocS'), 'VALIDATION_FAILED')).toMatchObject({ field: 'value', reason: 'holds a control character' });
    expect(await t.ctx.settings.get('runtime.title')).toBe('Scoreline');
    expect(expectOk(await change(superAdmin, 'runtime.title', '  Scoreline \t Lagos '))).toMatchObject({ value: 'Scoreline Lagos' });
    expect((await t.app.inject({ method: 'GET', url: '/runtime-config.js' })).body).toContain('window.VIT_TITLE = "Scoreline Lagos";');
  });

  it('lets auditors read and only super admins write', async () => {
    const auditor = await createSignedInAdmin(t, 'auditor');
    const trader = await createSignedInAdmin(t, 'trader');
    expect((await get(auditor, '/admin/api/settings')).body.code).toBe(200);
    expect((await get(auditor, '/admin/api/settings/history')).body.code).toBe(200);
    expectRefusal(await change(auditor, 'withdrawal.feeBps', 10), 'FORBIDDEN');
    expectRefusal(await get(trader, '/admin/api/settings'), 'FORBIDDEN');
    expectRefusal(await change(trader, 'withdrawal.feeBps', 10), 'FORBIDDEN');
    expect(await t.ctx.settings.get('withdrawal.feeBps')).toBe(120);
  });
});
