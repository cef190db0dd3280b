import { describe, expect, it } from 'vitest';
import { TIME_RANGES } from '@scoreline/contract/api/wallet';
import en from '../../locales/wallet/en.json';
import { formatDay } from './format.ts';
import { DEFAULT_TIME_RANGE, TIME_RANGE_OPTIONS, isTimeRange, rangeDays } from './time-ranges.ts';

describe('time ranges', () => {
  it('offers the spec 3 values in order, the same as the contract', () => {
    expect(TIME_RANGE_OPTIONS.map((option) => option.value)).toEqual([...TIME_RANGES]);
    expect(TIME_RANGE_OPTIONS.map((option) => option.key)).toEqual(['today', 'yesterday', 'last7', 'last10', 'last30']);
    expect(DEFAULT_TIME_RANGE).toBe(-29);
  });

  it('has a label for each option', () => {
    for (const option of TIME_RANGE_OPTIONS) expect(en.range[option.key], option.key).toBeTruthy();
  });

  it('recognises only the five values', () => {
    expect(isTimeRange(-6)).toBe(true);
    expect(isTimeRange(-7)).toBe(false);
    expect(isTimeRange('0')).toBe(false);
  });

  it('names the operator days a range covers, whatever the device zone', () => {
    // 23:30 in Lagos on 14 May is already 15 May in Bangkok: the line must still say 14 May.
    const now = new Date('2026-05-14T22:30:00Z');
    const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(d);
    const show = (range: Parameters<typeof rangeDays>[0]) => {
      const { from, to } = rangeDays(range, now);
      return `${day(from)}..${day(to)}`;
    };
    expect(show(0)).toBe('2026-05-14..2026-05-14');
    expect(show(-1)).toBe('2026-05-13..2026-05-13');
    expect(show(-6)).toBe('2026-05-08..2026-05-14');
    expect(show(-9)).toBe('2026-05-05..2026-05-14');
    expect(show(-29)).toBe('2026-04-15..2026-05-14');
    // The member's English, day first as on the match days' chips (not "May 14").
    expect(formatDay(rangeDays(0, now).to, 'en')).toBe('14 May');
  });
});
