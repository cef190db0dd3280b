import { describe, expect, it } from 'vitest';
import { formatCountdown, hasClosed, noteServerTime, offsetFrom, serverNow } from './countdown.ts';

describe('formatCountdown', () => {
  it('shows mm:ss under an hour', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(59 * 60_000 + 59_999)).toBe('59:59');
  });
  it('shows hh:mm:ss under a day', () => {
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(23 * 3_600_000 + 61_000)).toBe('23:01:01');
  });
  it('shows days and hh:mm beyond', () => {
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000)).toBe('2d 03:04');
    expect(formatCountdown(86_400_000 + 58 * 60_000, (count) => `${count} j`)).toBe('1 j 00:58');
  });
  it('is null once passed', () => {
    expect(formatCountdown(999)).toBeNull();
    expect(formatCountdown(-5)).toBeNull();
    expect(formatCountdown(Number.NaN)).toBeNull();
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
