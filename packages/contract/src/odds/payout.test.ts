import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profitAndLoss, winningAmounts } from './payout.ts';

describe('winning amounts (hand-computed, at the kobo)', () => {
  it('₦1,000 at 7.5 with VIP 2 % and no fee', () => {
    const a = winningAmounts({ stakeKobo: 100_000n, odds: 75_000, vipBonusBps: 200, handlingFeeBps: 0 });
    expect(a).toEqual({
      winAmount: 750_000n, // ₦7,500
      profit: 650_000n, // ₦6,500
      vipAward: 13_000n, // 2 % of ₦6,500 = ₦130
      handlingFee: 0n,
      actualWin: 763_000n, // ₦7,630
    });
    expect(profitAndLoss(100_000n, a, 'won')).toBe(663_000n);
    expect(profitAndLoss(100_000n, a, 'lost')).toBe(-100_000n);
  });
  it('truncates every division: ₦123.45 at 1.0101, VIP 2 %, fee 1 %', () => {
    // 12,345 x 1.0101 = 12,469.6845 -> 12,469; profit 124; 2 % = 2.48 -> 2; 1 % = 1.24 -> 1.
    const a = winningAmounts({ stakeKobo: 12_345n, odds: 10_101, vipBonusBps: 200, handlingFeeBps: 100 });
    expect(a).toEqual({ winAmount: 12_469n, profit: 124n, vipAward: 2n, handlingFee: 1n, actualWin: 12_470n });
    expect(profitAndLoss(12_345n, a, 'won')).toBe(125n);
  });
  it('₦200,000 at 92.5926 with VIP 5 % and fee 3 %', () => {
    // 20,000,000 x 92.5926 = 1,851,852,000; profit 1,831,852,000; 5 % = 91,592,600; 3 % = 54,955,560.
    const a = winningAmounts({ stakeKobo: 20_000_000n, odds: 925_926, vipBonusBps: 500, handlingFeeBps: 300 });
    expect(a.winAmount).toBe(1_851_852_000n);
    expect(a.vipAward).toBe(91_592_600n);
    expect(a.handlingFee).toBe(54_955_560n);
    expect(a.actualWin).toBe(1_888_489_040n);
  });
  it('odds of exactly 1.0 return the stake and nothing more', () => {
    const a = winningAmounts({ stakeKobo: 5_000n, odds: 10_000, vipBonusBps: 500, handlingFeeBps: 500 });
    expect(a).toEqual({ winAmount: 5_000n, profit: 0n, vipAward: 0n, handlingFee: 0n, actualWin: 5_000n });
  });
  it('refuses odds below 1.0, non-integer odds, negative stakes and rates outside 0..100 %', () => {
    const ok = { stakeKobo: 100n, odds: 20_000, vipBonusBps: 0, handlingFeeBps: 0 };
    expect(() => winningAmounts({ ...ok, odds: 9_999 })).toThrow(RangeError);
    expect(() => winningAmounts({ ...ok, odds: 7.5 })).toThrow(RangeError);
    expect(() => winningAmounts({ ...ok, stakeKobo: -1n })).toThrow(RangeError);
    expect(() => winningAmounts({ ...ok, vipBonusBps: -1 })).toThrow(RangeError);
    expect(() => winningAmounts({ ...ok, handlingFeeBps: 10_001 })).toThrow(RangeError);
  });
});

describe('winning amounts (properties)', () => {
  const input = fc.record({
    stakeKobo: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    odds: fc.integer({ min: 10_000, max: 100_000_000 }),
    vipBonusBps: fc.integer({ min: 0, max: 10_000 }),
    handlingFeeBps: fc.integer({ min: 0, max: 10_000 }),
  });

  it('truncation never exceeds the exact value and loses less than one kobo', () => {
    fc.assert(
      fc.property(input, (i) => {
        const a = winningAmounts(i);
        const exactWin = i.stakeKobo * BigInt(i.odds); // in 1/10000 kobo
        expect(a.winAmount * 10_000n <= exactWin && exactWin < (a.winAmount + 1n) * 10_000n).toBe(true);
        const exactAward = a.profit * BigInt(i.vipBonusBps);
        expect(a.vipAward * 10_000n <= exactAward && exactAward < (a.vipAward + 1n) * 10_000n).toBe(true);
        const exactFee = a.profit * BigInt(i.handlingFeeBps);
        expect(a.handlingFee * 10_000n <= exactFee && exactFee < (a.handlingFee + 1n) * 10_000n).toBe(true);
      }),
    );
  });

  it('no amount is negative and a winning bet never returns less than its stake', () => {
    fc.assert(
      fc.property(input, (i) => {
        const a = winningAmounts(i);
        for (const v of Object.values(a)) expect(v >= 0n).toBe(true);
        expect(a.handlingFee <= a.profit).toBe(true);
        expect(a.actualWin >= i.stakeKobo).toBe(true);
        expect(profitAndLoss(i.stakeKobo, a, 'won') >= 0n).toBe(true);
        expect(profitAndLoss(i.stakeKobo, a, 'lost')).toBe(-i.stakeKobo);
      }),
    );
  });

  it('when the fee is no more than the bonus, the member gets at least the win amount', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.handlingFeeBps <= i.vipBonusBps);
        expect(winningAmounts(i).actualWin >= winningAmounts(i).winAmount).toBe(true);
      }),
    );
  });

  it('more odds, stake or bonus never pays less', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 1_000 }), (i, bump) => {
        const base = winningAmounts(i).actualWin;
        expect(winningAmounts({ ...i, odds: i.odds + bump }).actualWin >= base).toBe(true);
        expect(winningAmounts({ ...i, stakeKobo: i.stakeKobo + BigInt(bump) }).actualWin >= base).toBe(true);
        expect(winningAmounts({ ...i, vipBonusBps: Math.min(10_000, i.vipBonusBps + bump) }).actualWin >= base).toBe(true);
      }),
    );
  });
});
