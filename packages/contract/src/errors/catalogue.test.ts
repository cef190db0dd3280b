import { describe, expect, it } from 'vitest';
import { ERRORS, errorKeyOfCode, type TErrorKey } from './catalogue.ts';
import { errorMessages, errorMessagesWithoutValues, errorText, errorVariants, placeholdersOf, type TErrorVariants } from './messages.ts';
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
      expect(placeholdersOf(text).sort(), `${locale}.${k}`).toEqual(placeholdersOf(errorMessages.en[k]).sort());
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

  // QA: a refusal raised without its values (an amount the contract schema refused) showed
  // "below the minimum withdrawal of {{min}}" to members.
  it.each(LOCALES)('has %s words without values for every text that names values, and only for those', (locale) => {
    for (const k of keys) {
      const plain = errorMessagesWithoutValues[locale][k];
      if (placeholdersOf(errorMessages.en[k]).length === 0) expect(plain, `${locale}.${k} needs no words without values`).toBeUndefined();
      else expect(plain && placeholdersOf(plain), `${locale}.${k}`).toEqual([]);
    }
  });

  it.each(LOCALES)('never says a raw {{placeholder}} in %s, whichever values a refusal leaves out', (locale) => {
    for (const k of keys) {
      const names = placeholdersOf(errorMessages.en[k]);
      // None of the values, then each one left out in turn.
      const partial = [{}, ...names.map((left) => Object.fromEntries(names.filter((n) => n !== left).map((n) => [n, 7])))];
      for (const params of partial) expect(errorText(locale, k, params), `${locale}.${k} ${JSON.stringify(params)}`).not.toMatch(/\{\{|\}\}/);
    }
  });

  it.each(LOCALES)('has the %s variants English has, with the same placeholders', (locale) => {
    const shape = (variants: TErrorVariants) =>
      Object.entries(variants).flatMap(([k, byReason]) => Object.entries(byReason ?? {}).map(([reason, text]) => `${k}.${reason}: ${placeholdersOf(text).sort().join()}`));
    expect(shape(errorVariants[locale])).toEqual(shape(errorVariants.en));
  });

  it('says the variant a reason names, and the code’s own text when the variant’s values are missing or the reason has none', () => {
    const malformed = errorText('en', 'IDEMPOTENCY_KEY_REQUIRED', { min: 8, max: 100 }, 'malformed');
    expect(malformed).toBe('This request’s idempotency key is not valid: a valid key is 8 to 100 characters long, of letters, digits and _ : . - only.');
    expect(errorText('en', 'IDEMPOTENCY_KEY_REQUIRED', {}, 'malformed')).toBe(errorMessages.en.IDEMPOTENCY_KEY_REQUIRED);
    expect(errorText('en', 'IDEMPOTENCY_KEY_REQUIRED', { min: 8, max: 100 }, 'must not be empty')).toBe(errorMessages.en.IDEMPOTENCY_KEY_REQUIRED);
    expect(errorText('en', 'WITHDRAW_BELOW_MIN', {})).toBe('The amount is below the minimum withdrawal.');
    expect(errorText('en', 'WITHDRAW_BELOW_MIN', { min: '₦1,000.00' })).toBe('The amount is below the minimum withdrawal of ₦1,000.00.');
  });
});

describe('French refusals', () => {
  it('keep : ; ? ! on the line of the word before them (a no-break space, never a plain one)', () => {
    const texts = [...Object.entries(errorMessages.fr), ...Object.entries(errorMessagesWithoutValues.fr), ...Object.entries(errorVariants.fr).flatMap(([key, variants]) => Object.values(variants ?? {}).map((text) => [key, text] as const))];
    expect(texts.filter(([, text]) => / [:;?!]/.test(String(text))).map(([key]) => key)).toEqual([]);
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
