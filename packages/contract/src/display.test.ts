import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, displayText, formatAmount, formatInteger, formatKobo } from './display.ts';

describe('formatKobo (naira from integer kobo, truncated)', () => {
  it('shows zero as ₦0.00', () => expect(formatKobo(0)).toBe('₦0.00'));
  it('groups thousands and keeps two decimals', () => expect(formatKobo(123456789)).toBe('₦1,234,567.89'));
  it('handles negative amounts', () => expect(formatKobo(-150)).toBe('-₦1.50'));
  it('accepts bigint beyond 2^53', () => expect(formatKobo(900719925474099312n)).toBe('₦9,007,199,254,740,993.12'));
  it('can omit the symbol', () => expect(formatKobo(5000, { symbol: false })).toBe('50.00'));
  it('shows - for null', () => expect(formatKobo(null)).toBe('-'));
});

describe('formatAmount (at most two decimals by truncation)', () => {
  it('truncates instead of rounding', () => expect(formatAmount(7.4999)).toBe('7.49'));
  it('does not lose a cent to binary floating point', () => expect(formatAmount(0.29)).toBe('0.29'));
  it('drops trailing zeros', () => expect(formatAmount(7.5)).toBe('7.5'));
  it('keeps integers whole', () => expect(formatAmount(12)).toBe('12'));
  it('truncates negatives toward zero', () => expect(formatAmount(-1.239)).toBe('-1.23'));
  it('shows - for empty input', () => {
    expect(formatAmount('')).toBe('-');
    expect(formatAmount(null)).toBe('-');
    expect(formatAmount('abc')).toBe('-');
  });
});

describe('formatInteger', () => {
  it("shows '-' for null or empty", () => {
    expect(formatInteger(null)).toBe('-');
    expect(formatInteger(undefined)).toBe('-');
    expect(formatInteger('')).toBe('-');
  });
  it('truncates', () => {
    expect(formatInteger(9.99)).toBe('9');
    expect(formatInteger('-3.7')).toBe('-3');
    expect(formatInteger(-0.2)).toBe('0');
  });
});

describe('displayText', () => {
  it("shows '-' for null or empty, else the text", () => {
    expect(EMPTY_VALUE).toBe('-');
    expect(displayText(null)).toBe('-');
    expect(displayText(undefined)).toBe('-');
    expect(displayText('')).toBe('-');
    expect(displayText('1-0')).toBe('1-0');
  });
});
