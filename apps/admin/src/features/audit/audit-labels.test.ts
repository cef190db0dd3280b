import { describe, expect, it } from 'vitest';
import { endpoints } from '@scoreline/contract/api/endpoints';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { ACTION_LABELS, ACTION_OPTIONS, actionLabel, auditRoleLabel, changedSummary, fieldLabel, resultLabel } from './audit-labels.ts';

describe('audit log labels', () => {
  it('names every action the server audits', () => {
    const audited = Object.entries(endpoints as unknown as Record<string, { audit?: unknown }>)
      .filter(([, e]) => e.audit !== undefined)
      .map(([name]) => name);
    expect(audited.length).toBeGreaterThan(30);
    for (const name of audited) expect(Object.hasOwn(ACTION_LABELS, name), name).toBe(true);
    expect(ACTION_OPTIONS.map((o) => o.value).sort()).toEqual(Object.keys(ACTION_LABELS).sort());
  });

  it('reads an action, a known one by its label and a newer one by its words', () => {
    expect(actionLabel('adminOverridePrice')).toBe('Override price');
    expect(actionLabel('adminLoginTotp')).toBe('Sign in: authenticator code');
    expect(actionLabel('adminSplitVipPool')).toBe('Split VIP pool');
    expect(actionLabel('toString')).toBe('To string');
  });

  it('reads roles, the unknown name of a refused sign-in included', () => {
    expect(auditRoleLabel('super_admin')).toBe('Super admin');
    expect(auditRoleLabel('none')).toBe('No such admin');
  });

  it('says a refusal in the contract’s English, its values left out, and keeps the key', () => {
    expect(resultLabel(200)).toEqual({ ok: true, label: 'OK', key: null });
    expect(resultLabel(ERRORS.VALIDATION_FAILED.code)).toEqual({ ok: false, label: 'Some of the information entered is not valid.', key: 'VALIDATION_FAILED' });
    expect(resultLabel(ERRORS.LIMIT_BELOW_STAKED.code).label).toBe('The limit cannot be lower than what is already staked on … (…).');
    expect(resultLabel(123_456)).toEqual({ ok: false, label: 'Refused (code 123456)', key: null });
    // With the values it was refused with, whole (QA: "cannot be changed in its current state (…)").
    expect(resultLabel(ERRORS.MATCH_STATE_ERROR.code, { state: 'finished' }).label).toBe('This match cannot be changed in its current state (finished).');
  });

  it('reads changed fields as words, grouped under their row', () => {
    expect(fieldLabel('prices.FT 1-0 incorrect.odds')).toBe('Prices › FT 1-0 incorrect › Odds');
    expect(fieldLabel('totp_last_step')).toBe('TOTP last step');
    expect(changedSummary(['prices.FT 1-0 incorrect.odds', 'prices.FT 1-0 incorrect.overridden', 'prices.FT 1-0 incorrect.version'])).toBe('Prices › FT 1-0 incorrect: odds, overridden, version');
    expect(changedSummary(['a.x', 'b.x', 'c.x', 'd.x', 'd.y'])).toBe('A: x; B: x; C: x +2 more');
    expect(changedSummary(['lockedUntil', 'totp_last_step'])).toBe('Locked until, TOTP last step');
    expect(changedSummary([])).toBe('-');
  });
});
