import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankWithdrawalFee, maxBankAmountWithin, usdtWithdrawalFee } from './withdrawal-fees.ts';

const rule = { feeBps: 100, feeMinKobo: 5_000 }; // 1 %, at least ₦50

describe('bank withdrawal fee', () => {
  it('is 1 % with a ₦50 minimum', () => {
    expect(bankWithdrawalFee(100_000n, rule)).toBe(5_000n); // ₦1,000 -> 1 % is ₦10, so ₦50
    expect(bankWithdrawalFee(1_000_000n, rule)).toBe(10_000n); // ₦10,000 -> ₦100
  });
  it('rounds a fraction of a kobo up', () => expect(bankWithdrawalFee(1_000_050n, rule)).toBe(10_001n));
});

describe('USDT withdrawal fee tiers', () => {
  const tiers = { feeTiers: [[300, 500], [500, 300], [999, 200]] as [number, number][] };
  it.each([
    [7, 500],
    [300, 500],
    [301, 300],
    [999, 200],
    [1000, 0],
  ])('%i USDT pays %i bps', (usdt, bps) => {
    const amount = BigInt(usdt) * 160_000n;
    expect(usdtWithdrawalFee(amount, usdt, tiers)).toBe((amount * BigInt(bps) + 9_999n) / 10_000n);
  });
});

describe('maxBankAmountWithin', () => {
  it('is the largest amount whose amount + fee fits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000_000n }), (budget) => {
        const max = maxBankAmountWithin(budget, rule);
        if (max > 0n) expect(max + bankWithdrawalFee(max, rule)).toBeLessThanOrEqual(budget);
        expect(max + 1n + bankWithdrawalFee(max + 1n, rule)).toBeGreaterThan(budget);
      }),
    );
  });
});
