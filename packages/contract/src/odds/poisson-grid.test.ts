import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullTimeGrid, halfTimeGrid, poissonProbabilities } from './poisson-grid.ts';
import { selectionsFor } from './selections.ts';

function prob(grid: ReturnType<typeof fullTimeGrid>, id: string): number {
  const cell = grid.cells.find((c) => c.selection.id === id);
  if (!cell) throw new Error(`no cell ${id}`);
  return cell.probability;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('poisson probabilities', () => {
  it('match the closed form e^-λ λ^k / k!', () => {
    const p = poissonProbabilities(1.5, 4);
    expect(p[0]).toBeCloseTo(Math.exp(-1.5), 15);
    expect(p[2]).toBeCloseTo((Math.exp(-1.5) * 1.5 ** 2) / 2, 15);
    expect(p[4]).toBeCloseTo((Math.exp(-1.5) * 1.5 ** 4) / 24, 15);
  });
  it('refuse negative, infinite or absurd rates', () => {
    expect(() => poissonProbabilities(-0.1, 4)).toThrow(RangeError);
    expect(() => poissonProbabilities(Number.NaN, 4)).toThrow(RangeError);
    expect(() => poissonProbabilities(16, 4)).toThrow(RangeError);
  });
});

describe('full-time grid', () => {
  const grid = fullTimeGrid({ home: 1.6, away: 1.1 });
  it('lists the FT selections in order', () => {
    expect(grid.cells.map((c) => c.selection.id)).toEqual(selectionsFor('FT').map((s) => s.id));
  });
  it('multiplies the independent team probabilities', () => {
    expect(prob(grid, '2-1')).toBeCloseTo(((Math.exp(-1.6) * 1.6 ** 2) / 2) * Math.exp(-1.1) * 1.1, 15);
    expect(prob(grid, '0-0')).toBeCloseTo(Math.exp(-2.7), 15);
  });
  it('puts the rest of the mass on "other"', () => {
    const inGrid = sum(grid.cells.slice(0, 25).map((c) => c.probability));
    expect(prob(grid, 'other')).toBeCloseTo(1 - inGrid, 15);
    expect(prob(grid, 'other')).toBeGreaterThan(0.01);
  });
  it('with no goals expected, 0-0 is certain', () => {
    const g = fullTimeGrid({ home: 0, away: 0 });
    expect(prob(g, '0-0')).toBe(1);
    expect(prob(g, 'other')).toBe(0);
  });
});

describe('half-time grid', () => {
  it('scales the rates by the first-half share (default 0.45)', () => {
    const g = halfTimeGrid({ home: 2, away: 1 });
    expect(g.cells).toHaveLength(17);
    expect(prob(g, '0-0')).toBeCloseTo(Math.exp(-3 * 0.45), 15);
    expect(prob(halfTimeGrid({ home: 2, away: 1 }, 0.5), '0-0')).toBeCloseTo(Math.exp(-1.5), 15);
  });
  it('refuses a share outside (0, 1)', () => {
    expect(() => halfTimeGrid({ home: 1, away: 1 }, 0)).toThrow(RangeError);
    expect(() => halfTimeGrid({ home: 1, away: 1 }, 1.2)).toThrow(RangeError);
  });
});

describe('grid properties', () => {
  const rate = fc.double({ min: 0, max: 15, noNaN: true });
  const share = fc.double({ min: 0.05, max: 0.95, noNaN: true });
  it('each period sums to 1 within 1e-12 and no probability is negative', () => {
    fc.assert(
      fc.property(rate, rate, share, (home, away, s) => {
        for (const g of [fullTimeGrid({ home, away }), halfTimeGrid({ home, away }, s)]) {
          const ps = g.cells.map((c) => c.probability);
          expect(Math.abs(sum(ps) - 1)).toBeLessThan(1e-12);
          for (const p of ps) expect(p).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
  it('swapping the teams mirrors the grid', () => {
    fc.assert(
      fc.property(rate, rate, (home, away) => {
        const g = fullTimeGrid({ home, away });
        const m = fullTimeGrid({ home: away, away: home });
        expect(prob(g, '3-1')).toBeCloseTo(prob(m, '1-3'), 14);
        expect(prob(g, 'other')).toBeCloseTo(prob(m, 'other'), 12);
      }),
    );
  });
});
