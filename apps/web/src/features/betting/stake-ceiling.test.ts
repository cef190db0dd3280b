import { describe, expect, it } from 'vitest';
import { quickStakesKobo, stakeBlocked, stakeCeiling, stakeProblems } from './stake-ceiling.ts';

const allowance = (selectionRoom: number, dailyLeft: number) => ({ selectionRoom, vipLevel: 0, dailyLimit: 20_000_000, dailyLeft });

describe('stakeCeiling', () => {
  it('is the per-bet maximum until the allowance is known, and when it binds (ties too)', () => {
    expect(stakeCeiling(20_000_000, undefined)).toEqual({ max: 20_000_000, cap: 'perBet' });
    expect(stakeCeiling(20_000_000, allowance(200_000_000, 20_000_000))).toEqual({ max: 20_000_000, cap: 'perBet' });
  });
  it('is the smallest of the per-bet maximum, the selection room and the day left', () => {
    expect(stakeCeiling(20_000_000, allowance(5_000_000, 8_000_000))).toEqual({ max: 5_000_000, cap: 'selection' });
    expect(stakeCeiling(20_000_000, allowance(5_000_000, 3_000_000))).toEqual({ max: 3_000_000, cap: 'daily' });
    expect(stakeCeiling(20_000_000, allowance(0, 0))).toEqual({ max: 0, cap: 'selection' });
  });
});

describe('stakeBlocked', () => {
  it('says why nothing can be staked when the binding limit is under the minimum', () => {
    expect(stakeBlocked(10_000, { max: 9_999, cap: 'selection' })).toBe('selectionFull');
    expect(stakeBlocked(10_000, { max: 0, cap: 'daily' })).toBe('dailyUsed');
    expect(stakeBlocked(10_000, { max: 10_000, cap: 'daily' })).toBeUndefined();
    expect(stakeBlocked(10_000, { max: 5_000, cap: 'perBet' })).toBeUndefined();
  });
});

describe('stakeProblems: the first problem', () => {
  const ceiling = { max: 3_000_000, cap: 'daily' } as const;
  it('checks the amount, then the limit that binds, then the balance', () => {
    expect(stakeProblems(null, 10_000, ceiling, 100)[0]).toEqual({ key: 'required' });
    expect(stakeProblems(9_999, 10_000, ceiling, 100)[0]).toEqual({ key: 'belowMin', amount: 10_000 });
    expect(stakeProblems(3_000_001, 10_000, ceiling, 100)[0]).toEqual({ key: 'aboveDaily', amount: 3_000_000 });
    expect(stakeProblems(3_000_001, 10_000, { max: 3_000_000, cap: 'selection' }, undefined)[0]).toEqual({ key: 'aboveRoom', amount: 3_000_000 });
    expect(stakeProblems(20_000_001, 10_000, { max: 20_000_000, cap: 'perBet' }, undefined)[0]).toEqual({ key: 'aboveMax', amount: 20_000_000 });
    expect(stakeProblems(3_000_000, 10_000, ceiling, 2_999_999)[0]).toEqual({ key: 'insufficient' });
    expect(stakeProblems(3_000_000, 10_000, ceiling, 3_000_000)[0]).toBeUndefined();
    expect(stakeProblems(3_000_000, 10_000, ceiling, undefined)[0]).toBeUndefined();
  });
});

describe('stakeProblems', () => {
  const ceiling = { max: 20_000_000, cap: 'perBet' } as const;
  it('tells the limit and the balance together', () => {
    expect(stakeProblems(9_999_999_900, 10_000, ceiling, 5_702_090)).toEqual([{ key: 'aboveMax', amount: 20_000_000 }, { key: 'insufficient' }]);
    expect(stakeProblems(6_000_000, 10_000, ceiling, 5_702_090)).toEqual([{ key: 'insufficient' }]);
    expect(stakeProblems(5_000, 10_000, ceiling, 5_702_090)).toEqual([{ key: 'belowMin', amount: 10_000 }]);
    expect(stakeProblems(null, 10_000, ceiling, 5_702_090)).toEqual([{ key: 'required' }]);
    expect(stakeProblems(100_000, 10_000, ceiling, 5_702_090)).toEqual([]);
  });
});

describe('quick stakes', () => {
  it('offers only the quick stakes within the match limits, or its minimum when none fits', () => {
    expect(quickStakesKobo(10_000, { max: 20_000_000 })).toEqual([10_000, 50_000, 100_000, 500_000]);
    expect(quickStakesKobo(50_000, { max: 300_000 })).toEqual([50_000, 100_000]);
    expect(quickStakesKobo(200_000, { max: 300_000 })).toEqual([200_000]);
  });

  it('offers none above the room left on the selection or in the member day', () => {
    // Limits ₦200-₦500, ₦300 left on the selection: the ₦500 chip could only be refused.
    expect(quickStakesKobo(20_000, stakeCeiling(50_000, allowance(30_000, 20_000_000)))).toEqual([20_000]);
    expect(quickStakesKobo(10_000, stakeCeiling(20_000_000, allowance(200_000_000, 60_000)))).toEqual([10_000, 50_000]);
  });
});
