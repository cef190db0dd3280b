import { describe, expect, it } from 'vitest';
import type { TPublishedRules, TVipLevelRule } from '@scoreline/contract/api/rules-endpoints';
import { exampleBet } from './rules-format.ts';

const level = (n: number, bonus: number): TVipLevelRule => ({
  level: n, reachDeposits: n * 1_000_000, oddsBonusBps: bonus, dailyReward: 0, dailyBetLimit: 1, dailyWithdrawCount: 1, dailyWithdrawAmount: 1, dailyDepositLimit: 1,
});
const rules = (minStake: number, maxStake: number, levels: TVipLevelRule[]) =>
  ({ betting: { minStake, maxStake }, vip: { levels } }) as unknown as TPublishedRules;

describe('exampleBet', () => {
  it('stakes ₦1,000 by the first level with a bonus', () => {
    expect(exampleBet(rules(10_000, 20_000_000, [level(0, 0), level(1, 100), level(2, 200)]))).toEqual({ stake: 100_000, odds: 50_000, vip: level(1, 100) });
  });

  it('keeps the stake inside the limits, and takes level 0 when no level has a bonus', () => {
    expect(exampleBet(rules(250_000, 20_000_000, [level(0, 0)])).stake).toBe(250_000);
    expect(exampleBet(rules(100, 50_000, [level(0, 0)]))).toMatchObject({ stake: 50_000, vip: level(0, 0) });
  });
});
