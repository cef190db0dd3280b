import { describe, expect, it } from 'vitest';
import type { TPriceHistoryEntry } from '../../lib/api-types.ts';
import { priceHistoryRows } from './price-history-model.ts';

const entry = (betType: 'correct' | 'incorrect', version: number, odds: number, over: Partial<TPriceHistoryEntry> = {}): TPriceHistoryEntry => ({
  period: 'FT',
  selection: '2-1',
  betType,
  version,
  odds,
  suspended: false,
  withheld: false,
  changedBy: 'trader1',
  reason: 'engine',
  changedAt: '2026-11-21T12:00:00.000Z',
  ...over,
});

describe('price history rows', () => {
  it('compares each version with the one before it of the same bet type, keeping the newest-first order', () => {
    const entries = [
      entry('correct', 4, 95_000, { suspended: true, reason: 'red card' }),
      entry('incorrect', 3, 11_000, { suspended: true, reason: 'red card' }),
      entry('correct', 3, 95_000, { reason: 'team news' }),
      entry('incorrect', 2, 11_200),
      entry('correct', 2, 90_000),
      entry('incorrect', 1, 11_100),
      entry('correct', 1, 92_000),
    ];
    expect(priceHistoryRows(entries).map((r) => [r.key, r.move])).toEqual([
      ['correct-4', 'same'],
      ['incorrect-3', 'down'],
      ['correct-3', 'up'],
      ['incorrect-2', 'up'],
      ['correct-2', 'down'],
      ['incorrect-1', null],
      ['correct-1', null],
    ]);
    expect(priceHistoryRows(entries)[0]).toMatchObject({ odds: 95_000, suspended: true, reason: 'red card' });
  });

  it('has nothing to compare the oldest version shown with, when older ones were left out', () => {
    expect(priceHistoryRows([entry('correct', 201, 80_000), entry('correct', 200, 81_000)]).map((r) => r.move)).toEqual(['down', null]);
    expect(priceHistoryRows([])).toEqual([]);
  });
});
