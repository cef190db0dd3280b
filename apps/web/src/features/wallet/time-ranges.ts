// The time-range filter of spec 3: today 0, yesterday -1, last 7 days -6, last 10 days -9,
// last 30 days -29 (mirrors TIME_RANGES of the contract; time-ranges.test.ts compares).

import { operatorDay } from '../../lib/operator-time.ts';

export type TTimeRange = 0 | -1 | -6 | -9 | -29;
export type TTimeRangeKey = 'today' | 'yesterday' | 'last7' | 'last10' | 'last30';

export const TIME_RANGE_OPTIONS: readonly { value: TTimeRange; key: TTimeRangeKey }[] = [
  { value: 0, key: 'today' },
  { value: -1, key: 'yesterday' },
  { value: -6, key: 'last7' },
  { value: -9, key: 'last10' },
  { value: -29, key: 'last30' },
];

/** The server's default, and the lists' first view. */
export const DEFAULT_TIME_RANGE: TTimeRange = -29;

export function isTimeRange(value: unknown): value is TTimeRange {
  return TIME_RANGE_OPTIONS.some((option) => option.value === value);
}

/**
 * The operator days a range covers, for the line under the filter, each as its noon: "yesterday"
 * is that day alone, every other range runs from `range` days ago up to today. Operator days, as
 * the server filters by: a device in another zone would otherwise name other dates.
 */
export function rangeDays(range: TTimeRange, now: Date): { from: Date; to: Date } {
  if (range === -1) {
    const yesterday = operatorDay(-1, now);
    return { from: yesterday, to: yesterday };
  }
  return { from: operatorDay(range, now), to: operatorDay(0, now) };
}
