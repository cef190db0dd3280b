import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankWithdrawalFee, maxBankAmountWithin, maxUsdtAmountWithin, usdtWithdrawalFee } from './withdrawal-fees.ts';

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

describe('maxUsdtAmountWithin', () => {
  const tiers = { feeTiers: [[300, 500], [500, 300], [999, 200]] as [number, number][] };
  const rate = 160_000n;
  const fits = (n: bigint, budget: bigint) => n * rate + usdtWithdrawalFee(n * rate, Number(n), tiers) <= budget;

  it('is the largest whole USDT whose amount + tier fee fits and whose amount is within the cap', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 400_000_000n }), fc.bigInt({ min: 0n, max: 400_000_000n }), (budget, cap) => {
        const max = maxUsdtAmountWithin(budget, cap, rate, tiers, 7);
        expect(max % rate).toBe(0n);
        if (max > 0n) {
          expect(max / rate).toBeGreaterThanOrEqual(7n);
          expect(max).toBeLessThanOrEqual(cap);
          expect(fits(max / rate, budget)).toBe(true);
        }
        // No more USDT within the cap fits.
        for (let n = (max > 0n ? max / rate : 6n) + 1n; n * rate <= cap && n * rate <= budget; n++) expect(fits(n, budget)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('steps over a tier end: 301 USDT at 3 % fits where 300 at 5 % does not (QA: the bank fee\u2019s most, 445 USDT, did not fit)', () => {
    expect(maxUsdtAmountWithin(301n * rate + 14_448_00n, 10n ** 12n, rate, tiers, 7)).toBe(301n * rate);
    expect(maxUsdtAmountWithin(71_927_300n, 10n ** 12n, rate, tiers, 7)).toBe(436n * rate);
    expect(maxUsdtAmountWithin(7n * rate, 10n ** 12n, rate, tiers, 7)).toBe(0n);
  });
});
