import { describe, expect, it } from 'vitest';
import { weekdaysText } from './weekdays.ts';

describe('weekdaysText', () => {
  it('says a run of days as its first and last', () => {
    expect(weekdaysText([5, 1, 2, 3, 4], 'en')).toBe('Monday–Friday');
    expect(weekdaysText([1, 2, 3, 4, 5], 'fr')).toBe('lundi–vendredi');
  });

  it('lists days that are not a run', () => {
    expect(weekdaysText([1, 3, 6], 'en')).toBe('Monday, Wednesday, Saturday');
    expect(weekdaysText([6, 7], 'en')).toBe('Saturday, Sunday');
  });
});
