import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSelection, GRID_MAX_GOALS, selectionForScore, selectionsFor, settlesAs, type TPeriod } from './selections.ts';

function sel(period: TPeriod, id: string) {
  const s = findSelection(period, id);
  if (!s) throw new Error(`no selection ${period} ${id}`);
  return s;
}

describe('selections of each period', () => {
  it('FT lists 0-0..4-4 then "other" (26)', () => {
    const ids = selectionsFor('FT').map((s) => s.id);
    expect(ids).toHaveLength(26);
    expect(ids.slice(0, 6)).toEqual(['0-0', '0-1', '0-2', '0-3', '0-4', '1-0']);
    expect(ids.at(-2)).toBe('4-4');
    expect(ids.at(-1)).toBe('other');
  });
  it('HT lists 0-0..3-3 then "other" (17)', () => {
    const ids = selectionsFor('HT').map((s) => s.id);
    expect(ids).toHaveLength(17);
    expect(ids.at(-2)).toBe('3-3');
    expect(ids.at(-1)).toBe('other');
  });
  it('labels the grid scores by their score and "other" in words', () => {
    expect(sel('FT', '2-1').label).toBe('2-1');
    expect(sel('HT', 'other').label).toBe('Any other score');
  });
  it('does not know scores outside the grid', () => {
    expect(findSelection('FT', '5-0')).toBeNull();
    expect(findSelection('HT', '4-4')).toBeNull();
  });
});

describe('settlesAs (grid boundaries)', () => {
  it('0-0 wins for 0-0 only', () => {
    expect(settlesAs(sel('FT', '0-0'), 0, 0)).toBe(true);
    expect(settlesAs(sel('FT', '0-0'), 1, 0)).toBe(false);
    expect(settlesAs(sel('FT', '0-0'), 0, 1)).toBe(false);
  });
  it('4-5 is "other" for FT, 4-4 is not', () => {
    expect(settlesAs(sel('FT', 'other'), 4, 5)).toBe(true);
    expect(settlesAs(sel('FT', 'other'), 5, 0)).toBe(true);
    expect(settlesAs(sel('FT', 'other'), 4, 4)).toBe(false);
    expect(settlesAs(sel('FT', '4-4'), 4, 4)).toBe(true);
  });
  it('3-4 is "other" for HT, 4-3 too, 3-3 is not', () => {
    expect(settlesAs(sel('HT', 'other'), 3, 4)).toBe(true);
    expect(settlesAs(sel('HT', 'other'), 4, 3)).toBe(true);
    expect(settlesAs(sel('HT', 'other'), 3, 3)).toBe(false);
    expect(settlesAs(sel('HT', '3-3'), 3, 3)).toBe(true);
  });
  it('orders home then away: 2-1 is not 1-2', () => {
    expect(settlesAs(sel('FT', '2-1'), 2, 1)).toBe(true);
    expect(settlesAs(sel('FT', '2-1'), 1, 2)).toBe(false);
  });
  it('an incorrect-score bet wins exactly when the correct-score bet loses', () => {
    expect(settlesAs(sel('FT', '1-1'), 1, 1, 'incorrect')).toBe(false);
    expect(settlesAs(sel('FT', '1-1'), 2, 1, 'incorrect')).toBe(true);
    expect(settlesAs(sel('HT', 'other'), 3, 4, 'incorrect')).toBe(false);
  });
  it('refuses negative or fractional goals', () => {
    expect(() => settlesAs(sel('FT', '0-0'), -1, 0)).toThrow(RangeError);
    expect(() => selectionForScore('HT', 1.5, 0)).toThrow(RangeError);
  });
  it('every final score wins exactly one correct-score selection per period', () => {
    fc.assert(
      fc.property(fc.constantFrom<TPeriod>('FT', 'HT'), fc.nat(12), fc.nat(12), (period, h, a) => {
        const winners = selectionsFor(period).filter((s) => settlesAs(s, h, a));
        expect(winners).toHaveLength(1);
        const inGrid = h <= GRID_MAX_GOALS[period] && a <= GRID_MAX_GOALS[period];
        expect(winners[0]?.id).toBe(inGrid ? `${h}-${a}` : 'other');
        const incorrectWinners = selectionsFor(period).filter((s) => settlesAs(s, h, a, 'incorrect'));
        expect(incorrectWinners).toHaveLength(selectionsFor(period).length - 1);
      }),
    );
  });
});
