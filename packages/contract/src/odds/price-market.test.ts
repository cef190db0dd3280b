import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullTimeGrid, halfTimeGrid } from './poisson-grid.ts';
import { assertPricingConfig, bookHolds, correctGridHolds, highestGridPrice, highestPairedPrice, incorrectGridHolds, keepsMargin, PRICE_SCALE, PRICE_TICK, priceMarket, priceOf, pricePair, type TPricingConfig } from './price-market.ts';

const config: TPricingConfig = { marginBps: 800, minPrice: 10_100, maxPrice: 1_010_000 }; // 8 %, 1.01..101


describe('priceOf / pricePair (hand-computed)', () => {
  it('prices at p x (1 + margin), rounded down to the hundredth', () => {
    // p = 0.1: implied 0.108 -> 9.259259 -> 9.25; 1 - p: 0.972 -> 1.028806 -> 1.02.
    expect(pricePair(0.1, config)).toEqual({ correct: 92_500, incorrect: 10_200 });
    // p = 0.5 and no margin: even money both ways.
    expect(pricePair(0.5, { ...config, marginBps: 0 })).toEqual({ correct: 20_000, incorrect: 20_000 });
  });
  it('floors a price whose implied probability would reach 1 at the minimum', () => {
    // p = 0.01: correct 0.0108 -> 92.5925 -> 92.59; incorrect 0.99 x 1.08 = 1.0692 -> below 1.0 -> 1.01.
    expect(pricePair(0.01, config)).toEqual({ correct: 925_900, incorrect: 10_100 });
    expect(priceOf(1, config)).toBe(10_100);
  });
  it('caps a long shot at the maximum (an impossible score included)', () => {
    expect(pricePair(0.0001, config)).toEqual({ correct: 1_010_000, incorrect: 10_100 });
    expect(priceOf(0, config)).toBe(1_010_000);
  });
  it('names the highest price one side may take against the other and keep the book', () => {
    // Against 1.25 the other side may go up to 5.00 (1/1.25 + 1/5 = 1), not a tick more.
    expect(highestPairedPrice(12_500)).toBe(50_000);
    expect(bookHolds(50_000, 12_500)).toBe(true);
    expect(bookHolds(50_100, 12_500)).toBe(false);
    // Against 1.03: 1/(1 - 1/1.03) = 34.33..., on the tick 34.33.
    expect(highestPairedPrice(10_300)).toBe(343_300);
    expect(bookHolds(343_300, 10_300)).toBe(true);
    expect(highestPairedPrice(10_000)).toBe(Number.POSITIVE_INFINITY);
  });
  it('refuses probabilities outside 0..1', () => {
    expect(() => priceOf(-0.1, config)).toThrow(RangeError);
    expect(() => priceOf(Number.NaN, config)).toThrow(RangeError);
  });
});

describe('withheld prices (a margin that would go below the minimum price)', () => {
  it('withholds the incorrect score of a long shot instead of offering it at 1.01', () => {
    // p = 0.01: 0.99 x 1.08 = 1.0692 -> 0.935: no price of 1.01 or more keeps the margin.
    expect(keepsMargin(0.99, config)).toBe(false);
    // p = 0.1: 0.9 x 1.08 = 0.972 -> 1.02: offered.
    expect(keepsMargin(0.9, config)).toBe(true);
    // The edge: 1 / (1.01 x 1.08) = 0.91675...; at 0.9167 the margined price is exactly 1.01.
    expect(keepsMargin(0.9167, config)).toBe(true);
    expect(keepsMargin(0.9168, config)).toBe(false);
    const fourFour = priceMarket(fullTimeGrid({ home: 1.45, away: 1.1 }), config).selections.find((s) => s.selection.id === '4-4')!;
    expect(fourFour.withheld).toEqual({ correct: false, incorrect: true });
  });

  it('every price on offer keeps the margin: the member loses on average, whatever the rates', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.2, max: 4, noNaN: true }), fc.double({ min: 0.2, max: 4, noNaN: true }), fc.integer({ min: 0, max: 2_000 }), (home, away, marginBps) => {
        const cfg = { ...config, marginBps };
        for (const market of [priceMarket(fullTimeGrid({ home, away }), cfg), priceMarket(halfTimeGrid({ home, away }, 0.45), cfg)]) {
          for (const s of market.selections) {
            for (const [side, p] of [['correct', s.probability], ['incorrect', 1 - s.probability]] as const) {
              if (s.withheld[side]) continue;
              // Return per naira staked, p x price, is at most 1 / (1 + margin) (a hair over 1e-9 for float).
              expect((p * s[side]) / PRICE_SCALE).toBeLessThanOrEqual(1 / (1 + marginBps / 10_000) + 1e-9);
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('pricing configuration', () => {
  it('accepts 1.01..101 and refuses 1.01..101.01 (the pair could favour the member)', () => {
    expect(() => assertPricingConfig(config)).not.toThrow();
    expect(() => assertPricingConfig({ ...config, maxPrice: 1_010_100 })).toThrow(/too high/);
  });
  it('refuses a minimum of 1.0 or above 2.0, a maximum below the minimum, a margin outside 0..100 %', () => {
    expect(() => assertPricingConfig({ ...config, minPrice: 10_000 })).toThrow(RangeError);
    expect(() => assertPricingConfig({ ...config, minPrice: 20_001, maxPrice: 30_000 })).toThrow(RangeError);
    expect(() => assertPricingConfig({ ...config, maxPrice: 10_099 })).toThrow(RangeError);
    expect(() => assertPricingConfig({ ...config, marginBps: -1 })).toThrow(RangeError);
    expect(() => assertPricingConfig({ ...config, marginBps: 8.5 })).toThrow(RangeError);
  });
});

describe('priceMarket', () => {
  it('prices every selection of the period with its probability', () => {
    const market = priceMarket(fullTimeGrid({ home: 1.5, away: 1.1 }), config);
    expect(market.period).toBe('FT');
    expect(market.selections).toHaveLength(26);
    const oneOne = market.selections.find((s) => s.selection.id === '1-1');
    expect(oneOne?.correct).toBe(pricePair(oneOne?.probability ?? 0, config).correct);
    expect(Number.isInteger(oneOne?.correct)).toBe(true);
  });
});

describe('market properties', () => {
  // Any valid configuration: the maximum is drawn within the bound 1/min + 1/max >= 1.
  const pricing = fc
    .record({ marginBps: fc.integer({ min: 0, max: 3_000 }), minPrice: fc.integer({ min: 10_001, max: 20_000 }) })
    .chain(({ marginBps, minPrice }) =>
      fc
        .integer({ min: minPrice, max: Math.min(100_000_000, Math.floor((10_000 * minPrice) / (minPrice - 10_000))) })
        .map((maxPrice) => ({ marginBps, minPrice, maxPrice })),
    );
  const rate = fc.double({ min: 0, max: 6, noNaN: true });
  const share = fc.double({ min: 0.2, max: 0.8, noNaN: true });
  const markets = fc
    .tuple(rate, rate, share, pricing)
    .map(([home, away, s, cfg]) => ({ cfg, markets: [priceMarket(fullTimeGrid({ home, away }), cfg), priceMarket(halfTimeGrid({ home, away }, s), cfg)] }));

  it('never puts a pair in the member’s favour (1/c + 1/i >= 1) and stays within [min, max]', () => {
    fc.assert(
      fc.property(markets, ({ cfg, markets }) => {
        for (const m of markets) {
          for (const s of m.selections) {
            expect(bookHolds(s.correct, s.incorrect)).toBe(true);
            for (const price of [s.correct, s.incorrect]) {
              expect(Number.isSafeInteger(price)).toBe(true);
              expect(price).toBeGreaterThanOrEqual(cfg.minPrice);
              expect(price).toBeLessThanOrEqual(cfg.maxPrice);
              // On the hundredth the member sees, unless a clamp set it to the configured bound.
              expect(price % PRICE_TICK === 0 || price === cfg.minPrice || price === cfg.maxPrice).toBe(true);
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('an unclamped pair over-rounds by at least the margin', () => {
    fc.assert(
      fc.property(markets, ({ cfg, markets }) => {
        for (const s of markets.flatMap((m) => m.selections)) {
          const clamped = [s.correct, s.incorrect].some((p) => p === cfg.minPrice || p === cfg.maxPrice);
          if (clamped) continue;
          expect(10_000 / s.correct + 10_000 / s.incorrect).toBeGreaterThanOrEqual((1 + cfg.marginBps / 10_000) * (1 - 1e-12));
        }
      }),
    );
  });

  it('the correct-score book over-rounds by at least the margin when no price sits on the floor', () => {
    fc.assert(
      fc.property(markets, ({ cfg, markets }) => {
        for (const m of markets) {
          if (m.selections.some((s) => s.correct === cfg.minPrice)) continue;
          const implied = m.selections.reduce((sum, s) => sum + 10_000 / s.correct, 0);
          expect(implied).toBeGreaterThanOrEqual((1 + cfg.marginBps / 10_000) * (1 - 1e-12));
        }
      }),
    );
  });

  it('a likelier score never has a higher correct price or a lower incorrect price', () => {
    fc.assert(
      fc.property(markets, ({ markets }) => {
        for (const m of markets) {
          const sorted = [...m.selections].sort((a, b) => a.probability - b.probability);
          for (let k = 1; k < sorted.length; k++) {
            const [lo, hi] = [sorted[k - 1], sorted[k]];
            if (!lo || !hi) continue;
            expect(hi.correct).toBeLessThanOrEqual(lo.correct);
            expect(hi.incorrect).toBeGreaterThanOrEqual(lo.incorrect);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the book with a VIP odds bonus (product rules: the bonus is paid on the profit)', () => {
  it('counts the bonus in what a member backing both sides gets back', () => {
    // 4.55 and 1.28: 1/4.55 + 1/1.28 = 1.0010 holds without a bonus; at 2 % a member gets
    // 1 + 3.55 x 1.02 = 4.621 and 1 + 0.28 x 1.02 = 1.2856 back: 0.9942, a sure win.
    expect(bookHolds(45_500, 12_800)).toBe(true);
    expect(bookHolds(45_500, 12_800, 200)).toBe(false);
    expect(bookHolds(45_500, 12_700, 200)).toBe(true);
  });
  it('names the highest paired price for the highest bonus, exact on the tick', () => {
    expect(highestPairedPrice(45_500)).toBe(12_800);
    for (const bonus of [0, 100, 200, 500, 1_000]) {
      for (const other of [10_100, 10_300, 12_500, 45_500, 250_000, 1_010_000]) {
        const max = highestPairedPrice(other, bonus);
        expect(bookHolds(max, other, bonus), `${other} at ${bonus} bps: ${max}`).toBe(true);
        expect(bookHolds(max + PRICE_TICK, other, bonus), `${other} at ${bonus} bps: ${max} + a tick`).toBe(false);
      }
    }
    // Against 101.00 a 5 % member may be offered no more than 1.00 on the other side: nothing the engine offers.
    expect(highestPairedPrice(1_010_000, 500)).toBeLessThan(10_100);
    expect(highestPairedPrice(10_000, 500)).toBe(Number.POSITIVE_INFINITY);
  });
  it('prices pairs that keep the book for the bonus it is given, whatever the margin', () => {
    for (const probability of [0.01, 0.1, 0.3, 0.5, 0.7, 0.95]) {
      const pair = pricePair(probability, { ...config, marginBps: 100, vipBonusBps: 500 });
      expect(bookHolds(pair.correct, pair.incorrect, 500), `p = ${probability}`).toBe(true);
    }
  });
});

describe('whole grids with a VIP odds bonus (a member backing every score, or every "not" score)', () => {
  it('holds a correct-score grid while the inverse returns sum to at least 1, exactly', () => {
    // Two outcomes at evens: 1/2 + 1/2 = 1, the member gets the stake back whatever happens.
    expect(correctGridHolds([20_000, 20_000])).toBe(true);
    expect(correctGridHolds([20_000, 20_100])).toBe(false);
    // At 2 % bonus 2.00 pays 2.02 back and 1.96 pays 1.9792: 0.4950 + 0.5053 = 1.0003 holds; 1.97 pays 1.9894: 0.9977, a sure win.
    expect(correctGridHolds([19_600, 20_000], 200)).toBe(true);
    expect(correctGridHolds([20_000, 19_700], 200)).toBe(false);
  });
  it('holds the offered incorrect-score prices while sum(1 - 1/r) is at most 1, exactly', () => {
    // "Not A" and "not B" at evens: staking on both returns exactly the stake.
    expect(incorrectGridHolds([20_000, 20_000])).toBe(true);
    expect(incorrectGridHolds([20_000, 20_100])).toBe(false);
    // Three outcomes at 1.50 each: 3 x (1 - 2/3) = 1: holds; at 1.51 the three "not" bets win whatever the score.
    expect(incorrectGridHolds([15_000, 15_000, 15_000])).toBe(true);
    expect(incorrectGridHolds([15_100, 15_000, 15_000])).toBe(false);
    // One "not" bet alone always loses on its own score.
    expect(incorrectGridHolds([1_000_000])).toBe(true);
    expect(incorrectGridHolds([15_000, 15_000, 15_000], 100)).toBe(false);
  });
  it('finds the engine grids sound when the margin covers the bonus, and a sure win when it does not', () => {
    for (const grid of [fullTimeGrid({ home: 1.6, away: 1.1 }), halfTimeGrid({ home: 1.6, away: 1.1 })]) {
      for (const [marginBps, bonusBps, holds] of [[500, 500, true], [1_000, 500, true], [0, 500, false]] as const) {
        const market = priceMarket(grid, { ...config, marginBps, vipBonusBps: Math.min(marginBps, bonusBps) });
        const correct = market.selections.map((s) => s.correct);
        const incorrect = market.selections.filter((s) => !s.withheld.incorrect).map((s) => s.incorrect);
        const label = `${grid.period} margin ${marginBps} bonus ${bonusBps}`;
        if (market.selections.every((s) => !s.withheld.correct)) expect(correctGridHolds(correct, bonusBps), label).toBe(holds);
        expect(incorrectGridHolds(incorrect, bonusBps), label).toBe(true);
      }
    }
  });
});

describe('highestGridPrice (one hand-set price against the rest of its grid)', () => {
  const priced = priceMarket(fullTimeGrid({ home: 1.6, away: 1.1 }), config);
  const others = (betType: 'correct' | 'incorrect', except: string) =>
    priced.selections.filter((s) => s.selection.id !== except).map((s) => ({ odds: s[betType], offered: !s.withheld[betType] }));
  it('is exact on the tick for the correct-score grid, VIP bonus included', () => {
    for (const bonus of [0, 200, 500]) {
      for (const id of ['1-0', '1-1', '2-1', '0-0']) {
        const rest = others('correct', id);
        const max = highestGridPrice(rest, 'correct', bonus);
        const odds = rest.map((o) => o.odds);
        // Infinite where the other scores alone already return less than the stake (0-0 at VIP 0).
        if (max === Number.POSITIVE_INFINITY) {
          expect(correctGridHolds(odds, bonus), `${id} at ${bonus}`).toBe(true);
          continue;
        }
        expect(correctGridHolds([...odds, max], bonus), `${id} at ${bonus}: ${max}`).toBe(true);
        expect(correctGridHolds([...odds, max + PRICE_TICK], bonus), `${id} at ${bonus}: ${max} + a tick`).toBe(false);
      }
    }
    // The engine's 1-0 (8.61) may go further at VIP 0 than at 5 %.
    expect(highestGridPrice(others('correct', '1-0'), 'correct', 500)).toBeGreaterThan(86_100);
    expect(highestGridPrice(others('correct', '1-0'), 'correct', 500)).toBeLessThan(highestGridPrice(others('correct', '1-0'), 'correct', 0));
  });
  it('is exact on the tick for the offered incorrect-score prices', () => {
    const rest = others('incorrect', '1-1');
    const offered = rest.filter((o) => o.offered).map((o) => o.odds);
    const max = highestGridPrice(rest, 'incorrect', 500);
    expect(incorrectGridHolds([...offered, max], 500)).toBe(true);
    expect(incorrectGridHolds([...offered, max + PRICE_TICK], 500)).toBe(false);
  });
  it('sets no bound where the grid cannot be covered or is already safe whatever the price', () => {
    expect(highestGridPrice([{ odds: 20_000, offered: true }, { odds: 20_000, offered: false }], 'correct')).toBe(Number.POSITIVE_INFINITY);
    // 1/1.5 + 1/1.5 already covers the stake: any third price keeps it; with one at 1.50 the other may reach 3.00 exactly.
    expect(highestGridPrice([{ odds: 15_000, offered: true }, { odds: 15_000, offered: true }], 'correct')).toBe(Number.POSITIVE_INFINITY);
    expect(highestGridPrice([{ odds: 15_000, offered: true }], 'correct')).toBe(30_000);
    expect(highestGridPrice([], 'incorrect')).toBe(Number.POSITIVE_INFINITY);
  });
});
