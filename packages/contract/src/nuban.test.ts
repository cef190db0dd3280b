import { describe, expect, it } from 'vitest';
import { isValidNuban, nubanBankCode, nubanCheckDigit } from './nuban.ts';

describe('NUBAN bank code padding', () => {
  it('pads 3-digit bank codes with 000, 5-digit codes with 9, keeps 6-digit codes', () => {
    expect(nubanBankCode('044')).toBe('000044');
    expect(nubanBankCode('50211')).toBe('950211');
    expect(nubanBankCode('999992')).toBe('999992');
  });
  it.each(['', '44', '0444', '1234567', 'abc', '04 4'])('has no NUBAN form for %j', (code) => expect(nubanBankCode(code)).toBeNull());
});

describe('NUBAN check digit', () => {
  it('passes the providers.md example 0690000032 at Access (044)', () => {
    expect(nubanCheckDigit('069000003', '044')).toBe(2);
    expect(isValidNuban('0690000032', '044')).toBe(true);
  });

  it('matches a hand computation: 000044 + 069000003 weighs 118, so the check is (10 - 8) % 10', () => {
    // 4*7 + 4*3 + 6*7 + 9*3 + 3*3 = 118
    expect(nubanCheckDigit('069000003', '044')).toBe((10 - (118 % 10)) % 10);
  });

  it('gives 0, not 10, when the weighted sum is a multiple of 10', () => {
    // 000000 + 000000000 weighs 0.
    expect(nubanCheckDigit('000000000', '000000')).toBe(0);
    expect(isValidNuban('0000000000', '000000')).toBe(true);
  });

  it('a 5-digit code is the same bank as its 9-prefixed 6-digit form', () => {
    expect(nubanCheckDigit('123456789', '50211')).toBe(nubanCheckDigit('123456789', '950211'));
    expect(nubanCheckDigit('123456789', '00103')).toBe(nubanCheckDigit('123456789', '900103'));
  });

  it('refuses every other last digit for the same serial', () => {
    for (let d = 0; d <= 9; d++) expect(isValidNuban(`069000003${d}`, '044')).toBe(d === 2);
  });

  it('catches a single-digit typo and a swap of neighbouring digits in this example', () => {
    expect(isValidNuban('0690000042', '044')).toBe(false);
    expect(isValidNuban('0960000032', '044')).toBe(false);
  });

  it('depends on the bank: the same number fails at another bank', () => {
    expect(isValidNuban('0690000032', '058')).toBe(false);
  });

  it.each([
    ['069000003', '044'],
    ['06900000321', '044'],
    ['069000003a', '044'],
    ['', '044'],
    ['0690000032', '44'],
    ['0690000032', ''],
  ])('refuses malformed input %j at %j', (account, bank) => expect(isValidNuban(account, bank)).toBe(false));

  it('throws on a malformed serial or bank code', () => {
    expect(() => nubanCheckDigit('12345678', '044')).toThrow(RangeError);
    expect(() => nubanCheckDigit('123456789', '4')).toThrow(RangeError);
  });

  it('every serial gets exactly one valid account number per bank', () => {
    for (const bank of ['044', '058', '50515', '999992']) {
      for (const serial of ['000000001', '123456789', '987654321', '555555555']) {
        const valid = [...Array(10).keys()].filter((d) => isValidNuban(`${serial}${d}`, bank));
        expect(valid).toEqual([nubanCheckDigit(serial, bank)]);
      }
    }
  });
});
