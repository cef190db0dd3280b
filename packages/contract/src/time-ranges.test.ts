import { describe, expect, it } from 'vitest';
import { startOfZonedDay, timeRangeBounds } from './time-ranges.ts';

const LAGOS = 'Africa/Lagos'; // UTC+1, no daylight saving

describe('time ranges in the operator time zone', () => {
  it('starts "today" at Lagos midnight, which is 23:00 UTC the day before', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(timeRangeBounds(0, now, LAGOS)).toEqual({ from: new Date('2026-11-20T23:00:00Z'), to: new Date('2026-11-21T23:00:00Z') });
  });

  it('puts 23:30 UTC into the next Lagos day', () => {
    const now = new Date('2026-11-21T23:30:00Z'); // 00:30 on the 22nd in Lagos
    expect(timeRangeBounds(0, now, LAGOS).from).toEqual(new Date('2026-11-21T23:00:00Z'));
  });

  it('makes yesterday end where today starts', () => {
    const now = new Date('2026-11-21T00:10:00Z'); // 01:10 on the 21st in Lagos
    expect(timeRangeBounds(-1, now, LAGOS)).toEqual({ from: new Date('2026-11-19T23:00:00Z'), to: new Date('2026-11-20T23:00:00Z') });
  });

  it.each([
    [-6, '2026-11-14T23:00:00Z'],
    [-9, '2026-11-11T23:00:00Z'],
    [-29, '2026-10-22T23:00:00Z'],
  ])('range %i starts %s and includes today', (range, from) => {
    const b = timeRangeBounds(range, new Date('2026-11-21T12:00:00Z'), LAGOS);
    expect(b.from).toEqual(new Date(from));
    expect(b.to).toEqual(new Date('2026-11-21T23:00:00Z'));
  });

  it('handles a zone with daylight saving across the change', () => {
    // Europe/London leaves summer time on 2026-10-25: midnight that day is 23:00 UTC the 24th.
    expect(startOfZonedDay(new Date('2026-10-25T12:00:00Z'), 'Europe/London')).toEqual(new Date('2026-10-24T23:00:00Z'));
    expect(startOfZonedDay(new Date('2026-10-26T12:00:00Z'), 'Europe/London')).toEqual(new Date('2026-10-26T00:00:00Z'));
  });
});
