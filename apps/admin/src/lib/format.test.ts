import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, formatBps, formatDateTime, formatDateTimeSeconds, formatDayTime, formatOdds, formatUsdt, koboDecimal, naira, operatorClock, operatorDay, parseNaira, parseOdds, signedNaira } from './format.ts';

describe('money', () => {
  it('signs balance changes', () => {
    expect(signedNaira(123456)).toBe('+₦1,234.56');
    expect(signedNaira(-5000)).toBe('-₦50.00');
    expect(signedNaira(0)).toBe('₦0.00');
  });

  it('shows naira from kobo, truncated, and plain decimals for CSV', () => {
    expect(naira(123_456_789)).toBe('₦1,234,567.89');
    expect(naira(-5)).toBe('-₦0.05');
    expect(naira(null)).toBe('-');
    expect(koboDecimal(123_456_789)).toBe('1234567.89');
    expect(koboDecimal(-5)).toBe('-0.05');
    expect(koboDecimal(null)).toBe('');
  });

  it('reads typed naira into kobo', () => {
    expect(parseNaira('1,000.5')).toBe(100_050);
    expect(parseNaira('₦ 25')).toBe(2_500);
    expect(parseNaira('1.234')).toBeNull();
    expect(parseNaira('-3')).toBeNull();
    expect(parseNaira('')).toBeNull();
  });
});

describe('odds', () => {
  it('shows two decimals at least and every decimal the engine set', () => {
    expect(formatOdds(75_000)).toBe('7.50');
    expect(formatOdds(74_567)).toBe('7.4567');
    expect(formatOdds(10_001)).toBe('1.0001');
    expect(formatOdds(1_234_000)).toBe('123.40');
    expect(formatOdds(null)).toBe('-');
  });

  it('reads typed odds above evens with up to four decimals', () => {
    expect(parseOdds('7.5')).toBe(75_000);
    expect(parseOdds(' 1.0001 ')).toBe(10_001);
    expect(parseOdds('1')).toBeNull();
    expect(parseOdds('1.00001')).toBeNull();
    expect(parseOdds('abc')).toBeNull();
    // The most a price column holds, and no more.
    expect(parseOdds('200000')).toBe(2_000_000_000);
    expect(parseOdds('200000.0001')).toBeNull();
    expect(parseOdds('999999')).toBeNull();
  });

  it('shows basis points as percent and micro-USDT', () => {
    expect(formatBps(1250)).toBe('12.5%');
    expect(formatUsdt(12_345_600)).toBe('12.3456 USDT');
    expect(formatUsdt(5_000_000)).toBe('5.00 USDT');
  });
});

describe('operator time', () => {
  it('shows instants in Lagos time', () => {
    // 23:30 UTC is 00:30 the next day in Lagos (UTC+1).
    expect(formatDateTime('2026-11-21T23:30:00Z')).toBe('22 Nov 2026, 00:30');
    expect(operatorDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(operatorClock(new Date('2026-11-21T12:05:00Z'))).toBe('13:05');
    expect(formatDateTimeSeconds('2026-11-21T23:30:07Z')).toBe('22 Nov 2026, 00:30:07');
    expect(formatDayTime('2026-11-21T23:30:07Z')).toBe('22 Nov, 00:30');
    expect(formatDayTime(null)).toBe('-');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('nonsense')).toBe('-');
  });
});

describe('a missing value', () => {
  it('is one dash on every back-office screen: no en dash stands for none in their sources (QA: "-" and "–" side by side in Members)', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const screens = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const dashes = screens.filter((f) => /['"`]–['"`]|>\s*–\s*<|\} –</.test(readFileSync(`${src}/${f}`, 'utf8')));
    expect(dashes).toEqual([]);
    expect(formatDateTime(null)).toBe(EMPTY_VALUE);
  });
});
