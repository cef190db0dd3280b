import { describe, expect, it } from 'vitest';
import { RESULT_DAYS, dateTime, dayLabel, dayOffsetOf, dayText, operatorDay, timeOfDay } from './days.ts';

// 23:30 UTC on Thursday 14 May 2026 is already Friday 15 May 00:30 in Lagos (UTC+1).
const now = new Date('2026-05-14T23:30:00Z');

describe('operator days', () => {
  it('counts days in the operator zone, not the device one', () => {
    expect(operatorDay(0, now).toISOString()).toBe('2026-05-15T11:00:00.000Z');
    expect(operatorDay(2, now).toISOString()).toBe('2026-05-17T11:00:00.000Z');
  });
  it('labels today, tomorrow, yesterday, then weekday and date', () => {
    expect(dayLabel(0, now, 'en')).toEqual({ kind: 'today' });
    expect(dayLabel(1, now, 'en')).toEqual({ kind: 'tomorrow' });
    expect(dayLabel(-1, now, 'en')).toEqual({ kind: 'yesterday' });
    expect(dayLabel(2, now, 'en')).toEqual({ kind: 'date', weekday: 'Sun', date: '17 May' });
    expect(dayLabel(3, now, 'fr')).toMatchObject({ kind: 'date', weekday: 'lun.' });
  });
  it('writes a day in a line: a named day in the app\'s words, another by weekday and date', () => {
    const t = (key: string) => `<${key}>`;
    expect([dayText(1, now, 'en', t), dayText(2, now, 'en', t)]).toEqual(['<days.tomorrow>', 'Sun 17 May']);
  });
  it('labels the results days backwards from today, 30 of them as the server keeps', () => {
    expect(RESULT_DAYS).toHaveLength(30);
    expect(dayLabel(RESULT_DAYS.at(-1)!, now, 'en')).toEqual({ kind: 'date', weekday: 'Thu', date: '16 Apr' });
    expect(RESULT_DAYS.slice(0, 7).map((day) => dayLabel(day, now, 'en'))).toEqual([
      { kind: 'today' },
      { kind: 'yesterday' },
      { kind: 'date', weekday: 'Wed', date: '13 May' },
      { kind: 'date', weekday: 'Tue', date: '12 May' },
      { kind: 'date', weekday: 'Mon', date: '11 May' },
      { kind: 'date', weekday: 'Sun', date: '10 May' },
      { kind: 'date', weekday: 'Sat', date: '9 May' },
    ]);
  });
  it('counts the days to a kick-off in the operator zone', () => {
    expect(dayOffsetOf('2026-05-15T22:59:00Z', now)).toBe(0);
    expect(dayOffsetOf('2026-05-15T23:00:00Z', now)).toBe(1);
    expect(dayOffsetOf('2026-05-14T23:00:00Z', now)).toBe(0);
    expect(dayOffsetOf('2026-05-14T22:59:00Z', now)).toBe(-1);
    expect(dayOffsetOf('2026-05-20T15:00:00Z', now)).toBe(5);
  });
  it('shows times in the operator zone', () => {
    expect(timeOfDay('2026-05-14T14:30:00Z')).toBe('15:30');
    expect(dateTime('2026-05-14T23:30:00Z')).toBe('2026\u201105\u201115 00:30');
    expect(dateTime(null)).toBe('-');
  });
});
