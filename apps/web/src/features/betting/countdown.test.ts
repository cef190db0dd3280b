import { describe, expect, it } from 'vitest';
import { formatCountdown, hasClosed, noteServerTime, offsetFrom, serverNow } from './countdown.ts';

describe('formatCountdown', () => {
  // The units as the English texts write them (betting match.left.*).
  const say = (unit: string, { count, rest }: { count: number; rest: string }) =>
    ({ days: `${count} d ${rest} h`, hours: `${count} h ${rest} min`, minutes: `${count} min ${rest} s`, seconds: `${count} s` })[unit] ?? '';
  it('says minutes and seconds under an hour, and seconds alone under a minute', () => {
    expect(formatCountdown(65_000, say)).toBe('1 min 05 s');
    expect(formatCountdown(9 * 60_000 + 45_000, say)).toBe('9 min 45 s');
    expect(formatCountdown(59 * 60_000 + 59_000, say)).toBe('59 min 59 s');
    expect(formatCountdown(45_000, say)).toBe('45 s');
  });
  it('rounds a part of a second up, so the last second reads "1 s" until the closing instant', () => {
    expect(formatCountdown(44_001, say)).toBe('45 s');
    expect(formatCountdown(999, say)).toBe('1 s');
    expect(formatCountdown(1, say)).toBe('1 s');
    expect(formatCountdown(59 * 60_000 + 59_999, say)).toBe('1 h 00 min');
  });
  it('says hours and minutes under a day', () => {
    expect(formatCountdown(3_600_000, say)).toBe('1 h 00 min');
    expect(formatCountdown(3 * 3_600_000 + 9 * 60_000 + 45_000, say)).toBe('3 h 09 min');
    expect(formatCountdown(23 * 3_600_000 + 61_000, say)).toBe('23 h 01 min');
  });
  it('says days and hours beyond', () => {
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000, say)).toBe('2 d 03 h');
    expect(formatCountdown(86_400_000 + 58 * 60_000, (unit, v) => `${unit}:${v.count}:${v.rest}`)).toBe('days:1:00');
  });
  it('is null once passed', () => {
    expect(formatCountdown(0, say)).toBeNull();
    expect(formatCountdown(-5, say)).toBeNull();
    expect(formatCountdown(Number.NaN, say)).toBeNull();
  });
});

describe('server clock', () => {
  it('keeps the offset of the server time', () => {
    expect(offsetFrom('2026-05-14T12:00:10.000Z', Date.parse('2026-05-14T12:00:00.000Z'))).toBe(10_000);
    expect(offsetFrom('nonsense', 0)).toBeNull();
    noteServerTime('2026-05-14T12:00:00.000Z', Date.parse('2026-05-14T12:05:00.000Z'));
    expect(serverNow(Date.parse('2026-05-14T12:05:00.000Z'))).toBe(Date.parse('2026-05-14T12:00:00.000Z'));
    noteServerTime('garbage');
    expect(serverNow(1_000_000)).toBe(1_000_000 - 300_000);
  });
  it('decides closing on that clock', () => {
    expect(hasClosed('2026-05-14T12:00:00Z', Date.parse('2026-05-14T11:59:59Z'))).toBe(false);
    expect(hasClosed('2026-05-14T12:00:00Z', Date.parse('2026-05-14T12:00:00Z'))).toBe(true);
  });
});
