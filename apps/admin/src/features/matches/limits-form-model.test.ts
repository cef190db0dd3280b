import { describe, expect, it } from 'vitest';
import { changedLimitsBody, groupedAmount, limitAmountProblem, limitsFormValues } from './limits-form-model.ts';

describe('a match limit typed in naira', () => {
  it('says the one thing wrong with it', () => {
    expect(limitAmountProblem(-5)).toBe('An amount above ₦0');
    expect(limitAmountProblem(0)).toBe('An amount above ₦0');
    expect(limitAmountProblem(99_999_999_999_999_999_999)).toBe('At most ₦100,000,000.00');
    expect(limitAmountProblem(10.555)).toBe('At most 2 decimals (kobo)');
    expect(limitAmountProblem(100_000_000)).toBeNull();
    expect(limitAmountProblem(2_000_000.5)).toBeNull();
  });
});

describe('a limit as the box shows it while typed', () => {
  it('groups thousands in the whole part only', () => {
    expect(groupedAmount('1234.5678')).toBe('1,234.5678');
    expect(groupedAmount(2000000)).toBe('2,000,000');
    expect(groupedAmount('1234567.')).toBe('1,234,567.');
    expect(groupedAmount('0.12345')).toBe('0.12345');
    expect(groupedAmount(undefined)).toBe('');
  });
});

describe('saving a match’s limits', () => {
  const shown = limitsFormValues({ minStake: 10_000, maxStake: 20_000_000, selectionTotalLimit: 200_000_000, perMatch: { minStake: null, maxStake: 20_000_000, selectionTotalLimit: null } });

  it('starts from the limits in force, the match’s own or the setting', () => {
    expect(shown).toEqual({ minStake: 100, minStakeDefault: true, maxStake: 200_000, maxStakeDefault: false, selectionTotalLimit: 2_000_000, selectionTotalLimitDefault: true });
  });

  it('sends only what the trader changed from what they were shown, so a colleague’s other limits stay (QA)', () => {
    expect(changedLimitsBody(7, shown, { ...shown, minStake: 500, minStakeDefault: false })).toEqual({ matchId: 7, minStake: 50_000 });
    expect(changedLimitsBody(7, shown, { ...shown, maxStakeDefault: true })).toEqual({ matchId: 7, maxStake: null });
    expect(changedLimitsBody(7, shown, { ...shown, selectionTotalLimit: 1_000_000.5, selectionTotalLimitDefault: false })).toEqual({ matchId: 7, selectionTotalLimit: 100_000_050 });
    // Nothing changed, or an amount typed under "use the setting": nothing to send.
    expect(changedLimitsBody(7, shown, { ...shown })).toBeNull();
    expect(changedLimitsBody(7, shown, { ...shown, minStake: 999 })).toBeNull();
  });
});
