import { describe, expect, it } from 'vitest';
import { ERRORS, errorKeyOfCode, type TErrorKey } from './catalogue.ts';
import { errorMessages, errorText } from './messages.ts';
import { LOCALES, pickLocale } from '../locales.ts';

const keys = Object.keys(ERRORS) as TErrorKey[];

describe('error catalogue', () => {
  it('gives every key its own numeric code', () => {
    const codes = keys.map((k) => ERRORS[k].code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the codes the spec fixes', () => {
    expect(ERRORS.OK.code).toBe(200);
    expect(ERRORS.NOT_LOGGED_IN.code).toBe(401);
    expect(ERRORS.SUBMIT_LIMIT.code).toBe(429);
    expect(ERRORS.MAINTENANCE.code).toBe(9999);
  });

  it('maps each refusal to an HTTP status of the error classes', () => {
    for (const k of keys) {
      if (k === 'OK') continue;
      expect(ERRORS[k].http, k).toBeGreaterThanOrEqual(400);
      expect(ERRORS[k].http, k).toBeLessThan(600);
    }
  });

  it('finds the key of a code', () => {
    expect(errorKeyOfCode(2006)).toBe('WRONG_CREDENTIALS');
    expect(errorKeyOfCode(123456)).toBeUndefined();
  });

  it.each(LOCALES)('has non-empty %s text for every code, with the same placeholders as English', (locale) => {
    for (const k of keys) {
      const text = errorMessages[locale][k];
      expect(text, `${locale}.${k}`).toBeTruthy();
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(text), `${locale}.${k}`).toEqual(placeholders(errorMessages.en[k]));
    }
  });

  it('has the exact wording the spec quotes', () => {
    expect(errorText('en', 'PHONE_INVALID')).toBe('The mobile phone number must be 10 to 11 digits long.');
    expect(errorText('en', 'BANK_ACCOUNT_CONFIRM_MISMATCH')).toBe('One of the bank accounts is incorrect.');
    expect(errorText('en', 'WALLET_PASSWORD_FORMAT')).toBe('Please enter a 6-digit password.');
  });

  it('fills placeholders', () => {
    expect(errorText('en', 'ACCOUNT_LOCKED', { minutes: 30 })).toContain('30 minutes');
  });
});

describe('pickLocale', () => {
  it('takes the highest-ranked supported language', () => {
    expect(pickLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(pickLocale('de-DE,th;q=0.5,en;q=0.4')).toBe('th');
    expect(pickLocale('de')).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
  });
});
