import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { koboToNaira, MAX_EXACT_KOBO, nairaToKobo } from './naira-amount.ts';

describe('naira <-> kobo, exactly', () => {
  it('150050 kobo is 1500.50 naira and back', () => {
    expect(koboToNaira(150_050n)).toBe(1500.5);
    expect(nairaToKobo(1500.5)).toBe(150_050n);
    expect(nairaToKobo('1500.50')).toBe(150_050n);
    expect(nairaToKobo('1500.5')).toBe(150_050n);
  });

  it('does not fall into binary fractions: 0.29 naira is 29 kobo, not 28', () => {
    // 0.29 * 100 === 28.999999999999996 in floating point.
    expect(nairaToKobo(0.29)).toBe(29n);
    expect(nairaToKobo(1.15)).toBe(115n); // 1.15 * 100 === 114.99999999999999
    expect(nairaToKobo(4999.99)).toBe(499_999n);
  });

  it.each([1500.505, '1500.505', 0.001, '0.001', 1e-7])('refuses %j: a fraction of a kobo', (naira) => {
    expect(() => nairaToKobo(naira)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e21, '', 'abc', '1,500.50', '1e3', '.5', '5.'])('refuses %j: not a plain decimal amount', (naira) => {
    expect(() => nairaToKobo(naira)).toThrow(RangeError);
  });

  it('keeps whole naira and the sign', () => {
    expect(nairaToKobo(5_000_000)).toBe(500_000_000n);
    expect(nairaToKobo('-12.3')).toBe(-1230n);
    expect(nairaToKobo(0)).toBe(0n);
  });

  it('refuses amounts a JSON number could not carry exactly (10^15 kobo and up)', () => {
    expect(koboToNaira(MAX_EXACT_KOBO)).toBe(9_999_999_999_999.99);
    expect(() => koboToNaira(MAX_EXACT_KOBO + 1n)).toThrow(RangeError);
    expect(() => nairaToKobo(10_000_000_000_000)).toThrow(RangeError);
  });

  it('refuses a computed float that is not a whole number of kobo', () => {
    // 1.005 - 0.005 is 0.9999999999999999 in floating point: refused, not rounded to 100 kobo.
    expect(() => nairaToKobo(1.005 - 0.005)).toThrow(RangeError);
  });

  it('every kobo amount up to the exact limit survives the trip through a JSON naira number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_EXACT_KOBO }), (kobo) => {
        const wire = JSON.parse(JSON.stringify({ amount: koboToNaira(kobo) })) as { amount: number };
        expect(nairaToKobo(wire.amount)).toBe(kobo);
      }),
      { numRuns: 2_000 },
    );
  });
});
