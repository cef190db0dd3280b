import { describe, expect, it } from 'vitest';
import { formatUsdt, maxWholeUsdt, parseWholeUsdt, usdtToSendMicros, wholeUsdtToKobo } from './usdt.ts';

describe('USDT to send for a naira deposit', () => {
  it('divides kobo by the rate in micro-USDT', () => {
    // ₦10,000.00 at ₦1,600.00 per USDT = 6.25 USDT.
    expect(usdtToSendMicros(1_000_000, 160_000)).toBe(6_250_000);
    // ₦500.00 at ₦1,600.00 = 0.3125 USDT.
    expect(usdtToSendMicros(50_000, 160_000)).toBe(312_500);
  });

  it('rounds up to the micro so the member never sends too little', () => {
    // ₦1,000.00 at ₦1,600.03 = 0.6249882... USDT.
    expect(usdtToSendMicros(100_000, 160_003)).toBe(624_989);
    expect(usdtToSendMicros(0, 160_000)).toBe(0);
  });

  it('is exact for the largest deposits (no float error)', () => {
    expect(usdtToSendMicros(500_000_000, 160_000)).toBe(3_125_000_000);
    expect(usdtToSendMicros(999_999_999, 3)).toBe(333_333_333_000_000);
  });

  it('gives null without a usable rate', () => {
    expect(usdtToSendMicros(100_000, 0)).toBeNull();
    expect(usdtToSendMicros(100_000, -5)).toBeNull();
    expect(usdtToSendMicros(1.5, 160_000)).toBeNull();
  });
});

describe('whole USDT withdrawals', () => {
  it('parses whole numbers only', () => {
    expect(parseWholeUsdt('25')).toBe(25);
    expect(parseWholeUsdt('1,000')).toBe(1000);
    expect(parseWholeUsdt('7.5')).toBeNull();
    expect(parseWholeUsdt('-3')).toBeNull();
    expect(parseWholeUsdt('')).toBeNull();
  });

  it('converts to kobo and finds the most that fits', () => {
    expect(wholeUsdtToKobo(25, 160_000)).toBe(4_000_000);
    expect(maxWholeUsdt(4_100_000, 160_000)).toBe(25);
    expect(maxWholeUsdt(100, 160_000)).toBe(0);
    expect(maxWholeUsdt(100, 0)).toBe(0);
  });
});

describe('formatUsdt', () => {
  it('truncates, groups and keeps two decimals at least', () => {
    expect(formatUsdt(6_250_000)).toBe('6.25 USDT');
    expect(formatUsdt(6_253_125)).toBe('6.253125 USDT');
    expect(formatUsdt(1_234_567_000_000, { unit: false })).toBe('1,234,567.00');
    expect(formatUsdt(648_001, { maxDecimals: 2 })).toBe('0.64 USDT');
    expect(formatUsdt(7_000_000)).toBe('7.00 USDT');
    expect(formatUsdt(null)).toBe('-');
  });
});
