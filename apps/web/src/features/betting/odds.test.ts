import { describe, expect, it } from 'vitest';
import { bpsOf, formatBps, formatOdds, formatSignedKobo, oddsParam, potentialWin, priceMove, winPreview } from './odds.ts';

describe('oddsParam', () => {
  it('reads a price from an address only as a whole number of ten-thousandths a bet may carry', () => {
    expect(oddsParam('75000')).toBe(75000);
    expect(oddsParam('10001')).toBe(10001);
    // A hand-edited link says nothing: evens or less, past the odds columns, not a whole number.
    for (const value of [null, '', '1', '10000', '2000000001', '7.5', '75000abc', '-75000', '1e5', ' 75000']) expect(oddsParam(value)).toBeNull();
  });
});

describe('formatOdds', () => {
  it('shows the price exactly as it pays: two decimals at least, up to four', () => {
    expect(formatOdds(75000)).toBe('7.50');
    expect(formatOdds(12399)).toBe('1.2399');
    expect(formatOdds(10001)).toBe('1.0001');
    expect(formatOdds(1_234_567)).toBe('123.4567');
    expect(formatOdds(97_050)).toBe('9.705');
    expect(formatOdds(99)).toBe('0.0099');
    expect(formatOdds(10000)).toBe('1.00');
  });
  it('agrees with the potential win it is shown beside', () => {
    // ₦1,000 at 9.7046 pays ₦9,704.60: the price shown must say 9.7046, not 9.70.
    expect(formatOdds(97_046)).toBe('9.7046');
    expect(potentialWin(100_000, 97_046)).toBe(970_460);
  });
  it('refuses nonsense', () => {
    expect(formatOdds(Number.NaN)).toBe('-');
    expect(formatOdds(-1)).toBe('-');
  });
});

describe('potentialWin', () => {
  it('is stake x odds truncated to the kobo', () => {
    expect(potentialWin(10_000, 75000)).toBe(75_000);
    expect(potentialWin(333, 12345)).toBe(411); // 411.0885
    expect(potentialWin(1, 19999)).toBe(1); // 1.9999 -> 1
  });
  it('stays exact on the largest stakes', () => {
    expect(potentialWin(20_000_000, 9_999_999)).toBe(19_999_998_000);
  });
});

describe('winPreview', () => {
  it('takes the VIP award and the fee from the profit, at the kobo', () => {
    // ₦1,000 at 3.33: win ₦3,330, profit ₦2,330; VIP 1.5% = ₦34.95; fee 2% = ₦46.60
    expect(winPreview(100_000, 33_300, 150, 200)).toEqual({ win: 333_000, profit: 233_000, vipAward: 3_495, handlingFee: 4_660, actualWin: 331_835 });
  });
  it('truncates each share', () => {
    // profit 2.33 kobo... profit 233 kobo x 1.5% = 3.495 -> 3
    expect(winPreview(100, 33_300, 150, 0)).toEqual({ win: 333, profit: 233, vipAward: 3, handlingFee: 0, actualWin: 336 });
  });
  it('has no award on a price below evens', () => {
    expect(winPreview(10_000, 9_000, 500, 500)).toMatchObject({ profit: 0, vipAward: 0, handlingFee: 0, actualWin: 9_000 });
  });
  it('bpsOf truncates', () => {
    expect(bpsOf(999, 1)).toBe(0);
    expect(bpsOf(10_000, 1)).toBe(1);
  });
  it('formats bps as a percentage', () => {
    expect(formatBps(150)).toBe('1.5%');
    expect(formatBps(0)).toBe('0%');
    expect(formatBps(1000)).toBe('10%');
    expect(formatBps(125)).toBe('1.25%');
  });
});

describe('formatSignedKobo', () => {
  it('signs a profit, keeps the minus of a loss, and leaves zero and unknown unsigned', () => {
    expect(formatSignedKobo(5_000)).toBe('+₦50.00');
    expect(formatSignedKobo(-50_000)).toBe('\u2212₦500.00');
    expect(formatSignedKobo(0)).toBe('₦0.00');
    expect(formatSignedKobo(null)).toBe('-');
  });
});

describe('priceMove', () => {
  it('says whether the price went up or down from the one first shown, and from what', () => {
    expect(priceMove(85_000, 90_000)).toEqual({ from: 85_000, direction: 'up' });
    expect(priceMove(85_000, 76_000)).toEqual({ from: 85_000, direction: 'down' });
  });
  it('says nothing while the price is unchanged or unknown (suspended, not loaded)', () => {
    expect(priceMove(85_000, 85_000)).toBeNull();
    expect(priceMove(undefined, 85_000)).toBeNull();
    expect(priceMove(85_000, undefined)).toBeNull();
  });
});
