import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullTimeGrid } from './poisson-grid.ts';
import { fairProbabilitiesFrom1x2, outcomeProbabilities, ratesFrom1x2, ratesFromProbabilities } from './rates-from-1x2.ts';

describe('fairProbabilitiesFrom1x2 (proportional margin removal)', () => {
  it('divides each 1/price by the book', () => {
    // 1/2.0 + 1/3.5 + 1/4.0 = 0.5 + 0.285714 + 0.25 = 1.035714
    const p = fairProbabilitiesFrom1x2({ home: 20_000, draw: 35_000, away: 40_000 });
    expect(p.home).toBeCloseTo(0.5 / 1.0357142857142858, 14);
    expect(p.draw).toBeCloseTo(0.2857142857142857 / 1.0357142857142858, 14);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 15);
  });
  it('refuses prices of 1.0 or less and non-integers', () => {
    expect(() => fairProbabilitiesFrom1x2({ home: 10_000, draw: 35_000, away: 40_000 })).toThrow(RangeError);
    expect(() => fairProbabilitiesFrom1x2({ home: 20_000.5, draw: 35_000, away: 40_000 })).toThrow(RangeError);
  });
  it('refuses a book under 100 % or over 130 % (a typing slip, not a market)', () => {
    expect(() => fairProbabilitiesFrom1x2({ home: 500_000, draw: 500_000, away: 500_000 })).toThrow(/6\.00 %/);
    expect(() => fairProbabilitiesFrom1x2({ home: 10_100, draw: 10_100, away: 10_100 })).toThrow(/297\.03 %/);
    expect(() => fairProbabilitiesFrom1x2({ home: 30_000, draw: 30_000, away: 30_000 })).not.toThrow(); // exactly 100 %
    expect(() => fairProbabilitiesFrom1x2({ home: 25_000, draw: 25_000, away: 25_000 })).not.toThrow(); // 120 %
    expect(() => fairProbabilitiesFrom1x2({ home: 22_000, draw: 22_000, away: 22_000 })).toThrow(RangeError); // 136.4 %
  });
  it('names a book just outside the range as outside it, never as the bound itself', () => {
    // 1/3.0012 x 3 = 99.96 %: one decimal rounded it to "100.0 %", which reads as allowed.
    expect(() => fairProbabilitiesFrom1x2({ home: 30_012, draw: 30_012, away: 30_012 })).toThrow(/imply 99\.96 %/);
    // 1/2.3076 x 3 = 130.006 %: rounded down it would read "130.00 %".
    expect(() => fairProbabilitiesFrom1x2({ home: 23_076, draw: 23_076, away: 23_076 })).toThrow(/imply 130\.01 %/);

  });
});

describe('outcomeProbabilities', () => {
  it('agrees with the score grid on the scores inside it', () => {
    const grid = fullTimeGrid({ home: 1.4, away: 1.2 });
    const drawsInGrid = grid.cells.filter((c) => c.selection.home !== null && c.selection.home === c.selection.away);
    const p = outcomeProbabilities({ home: 1.4, away: 1.2 });
    const inGrid = drawsInGrid.reduce((s, c) => s + c.probability, 0);
    expect(p.draw).toBeGreaterThan(inGrid);
    expect(p.draw - inGrid).toBeLessThan(1e-3); // 5-5 and beyond
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 14);
  });
});

describe('ratesFrom1x2', () => {
  it('gives equal rates for equal home and away prices', () => {
    const r = ratesFrom1x2({ home: 27_000, draw: 33_000, away: 27_000 });
    expect(r.home).toBeCloseTo(r.away, 12);
  });
  it('a favourite gets the higher rate; a shorter draw price means fewer goals', () => {
    const fav = ratesFrom1x2({ home: 15_000, draw: 42_000, away: 65_000 });
    expect(fav.home).toBeGreaterThan(fav.away);
    const tight = ratesFrom1x2({ home: 30_000, draw: 28_000, away: 30_000 });
    const open = ratesFrom1x2({ home: 26_000, draw: 40_000, away: 26_000 });
    expect(tight.home + tight.away).toBeLessThan(open.home + open.away);
  });
  it('recovers the rates that produced fair probabilities', () => {
    const r = ratesFromProbabilities(outcomeProbabilities({ home: 1.7, away: 0.9 }));
    expect(r.home).toBeCloseTo(1.7, 10);
    expect(r.away).toBeCloseTo(0.9, 10);
  });
  it('refuses probabilities that do not sum to 1 or leave the model', () => {
    expect(() => ratesFromProbabilities({ home: 0.5, draw: 0.3, away: 0.3 })).toThrow(RangeError);
    expect(() => ratesFromProbabilities({ home: 0.99999, draw: 0.000008, away: 0.000002 })).toThrow(RangeError);
  });
  it('pricing the solved rates reproduces the fair 1X2 probabilities within 1e-6 (any margin, any realistic match)', () => {
    const rate = fc.double({ min: 0.15, max: 4.5, noNaN: true });
    fc.assert(
      fc.property(rate, rate, fc.integer({ min: 0, max: 1_500 }), fc.double({ min: 0.5, max: 5, noNaN: true }), (home, away, marginBps, start) => {
        const p = outcomeProbabilities({ home, away });
        const toPrice = (q: number) => Math.max(10_001, Math.floor(10_000 / (q * (1 + marginBps / 10_000))));
        const prices = { home: toPrice(p.home), draw: toPrice(p.draw), away: toPrice(p.away) };
        const fair = fairProbabilitiesFrom1x2(prices);
        const solved = outcomeProbabilities(ratesFrom1x2(prices, start));
        expect(Math.abs(solved.home - fair.home)).toBeLessThan(1e-6);
        expect(Math.abs(solved.draw - fair.draw)).toBeLessThan(1e-6);
        expect(Math.abs(solved.away - fair.away)).toBeLessThan(1e-6);
      }),
      { numRuns: 300 },
    );
  });
});
