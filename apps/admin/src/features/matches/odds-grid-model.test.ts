import { describe, expect, it } from 'vitest';
import type { TMatchExposure, TTradedPrice } from '../../lib/api-types.ts';
import { gridModel, selectionLabel } from './odds-grid-model.ts';

const price = (period: 'FT' | 'HT', selection: string, betType: 'correct' | 'incorrect', over: Partial<TTradedPrice> = {}): TTradedPrice => ({
  period,
  selection,
  betType,
  odds: 80_000,
  version: 1,
  suspended: false,
  withheld: false,
  overridden: false,
  engineOdds: 80_000,
  engineWithheld: false,
  ...over,
});

describe('odds grid', () => {
  it('lays a period out as home goals down, away goals across, plus any other score', () => {
    const prices = [price('FT', '2-1', 'correct', { odds: 95_000, overridden: true }), price('FT', '2-1', 'incorrect'), price('FT', 'other', 'correct', { suspended: true }), price('HT', '0-0', 'correct')];
    const exposure = { periods: [{ period: 'FT', selections: [{ selection: '2-1', correct: { staked: 9, openStake: 7, openBets: 2 }, incorrect: { staked: 0, openStake: 0, openBets: 0 } }] }] } as unknown as TMatchExposure;
    const ft = gridModel('FT', prices, exposure);
    expect(ft.rows).toHaveLength(5);
    expect(ft.rows.every((r) => r.length === 5)).toBe(true);
    const cell = ft.rows[2]![1]!;
    expect(cell).toMatchObject({ selection: '2-1', home: 2, away: 1 });
    expect(cell.correct).toEqual({ price: prices[0], openBets: 2, openStake: 7, staked: 9 });
    expect(cell.incorrect.price).toEqual(prices[1]);
    expect(ft.rows[0]![0]!.correct.price).toBeNull();
    expect(ft.other.correct.price?.suspended).toBe(true);
    expect({ overridden: ft.overridden, suspended: ft.suspended }).toEqual({ overridden: 1, suspended: 1 });

    const ht = gridModel('HT', prices);
    expect(ht.rows).toHaveLength(4);
    expect(ht.rows[0]![0]!.correct).toEqual({ price: prices[3], openBets: 0, openStake: 0, staked: 0 });
  });

  it('names the other-score selection', () => {
    expect(selectionLabel('other')).toBe('Any other score');
    expect(selectionLabel('1-0')).toBe('1-0');
  });
});
