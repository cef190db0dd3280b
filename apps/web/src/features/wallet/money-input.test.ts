import { describe, expect, it } from 'vitest';
import { cleanAmountText, koboToNairaText, nairaTextToKobo, quickAmountsKobo, rangeProblem } from './money-input.ts';

describe('amount text', () => {
  it('keeps digits and one point with two decimals while typing', () => {
    expect(cleanAmountText('1,500')).toBe('1,500');
    expect(cleanAmountText('12a3.456')).toBe('123.45');
    expect(cleanAmountText('.5')).toBe('0.5');
    expect(cleanAmountText('0005')).toBe('5');
    expect(cleanAmountText('1.2.3')).toBe('1.23');
    expect(cleanAmountText('99.9', { decimals: false })).toBe('999');
    expect(cleanAmountText('1234567890123456')).toBe('123456789012');
  });

  it('reads a French comma as the decimal point, and an English one as a thousands separator', () => {
    expect(cleanAmountText('100,5', { language: 'fr' })).toBe('100.5');
    expect(cleanAmountText('1 000,50', { language: 'fr' })).toBe('1000.50');
    // A quick amount fills the box with a point, which stays the point.
    expect(cleanAmountText('1500.5', { language: 'fr' })).toBe('1500.5');
    expect(cleanAmountText('100,5', { language: 'en' })).toBe('100,5');
    expect(cleanAmountText('1,000', { language: 'th' })).toBe('1,000');
    // Whole naira only: the comma is dropped like the point.
    expect(cleanAmountText('12,5', { language: 'fr', decimals: false })).toBe('125');
  });

  it('reads points grouping thousands in French (three digits after a point cannot be decimals)', () => {
    // Typed key by key: "1.00" is still a decimal amount; the third digit shows the point grouped.
    expect(cleanAmountText('1.00', { language: 'fr' })).toBe('1.00');
    expect(cleanAmountText('1.000', { language: 'fr' })).toBe('1000');
    expect(cleanAmountText('1.000,50', { language: 'fr' })).toBe('1000.50');
    expect(cleanAmountText('1.234.567,8', { language: 'fr' })).toBe('1234567.8');
    expect(cleanAmountText('25.000', { language: 'fr', decimals: false })).toBe('25000');
    // Not a grouping: a leading zero, or four digits after the point.
    expect(cleanAmountText('0.500', { language: 'fr' })).toBe('0.50');
    expect(cleanAmountText('1.0000', { language: 'fr' })).toBe('1.00');
    // In English a point is always the decimal point.
    expect(cleanAmountText('1.000', { language: 'en' })).toBe('1.00');
  });

  it('reads commas grouping thousands in French, the way the app writes amounts (three digits after a comma cannot be decimals)', () => {
    expect(cleanAmountText('100,000', { language: 'fr' })).toBe('100000');
    expect(cleanAmountText('5,000', { language: 'fr' })).toBe('5000');
    expect(cleanAmountText('1,234,567.50', { language: 'fr' })).toBe('1234567.50');
    expect(cleanAmountText('500,000', { language: 'fr', decimals: false })).toBe('500000');
    // Still decimals: one or two digits after the comma, a leading zero, or four digits.
    expect(cleanAmountText('5,00', { language: 'fr' })).toBe('5.00');
    expect(cleanAmountText('0,500', { language: 'fr' })).toBe('0.50');
    expect(cleanAmountText('1,0000', { language: 'fr' })).toBe('1.00');
  });

  it('reads an English comma that cannot group thousands as the decimal point, and keeps a grouping being typed', () => {
    // QA: "1000,50" from a European keypad became ₦100,050; "1.000,50" pasted became ₦1.00.
    const kobo = (text: string, language = 'en') => nairaTextToKobo(cleanAmountText(text, { language }));
    expect(kobo('1000,50')).toBe(100_050);
    expect(kobo('1.000,50')).toBe(100_050);
    expect(kobo('1000,5', 'th')).toBe(100_050);
    // An unfinished group is not a grouping: as typed, its comma is the decimal point.
    expect(kobo('10,00')).toBe(1_000);
    expect(kobo('1,5')).toBe(150);
    // Typed key by key, a grouping stays one to the end.
    let box = '';
    for (const key of '1,000,000.50') box = cleanAmountText(box + key, { language: 'en' });
    expect(box).toBe('1000000.50'); // the point ends the grouping: its commas go
    expect(nairaTextToKobo(box)).toBe(100_000_050);
    expect(kobo('1,234.5')).toBe(123_450);
    expect(kobo('25,000')).toBe(2_500_000);
    // Four digits after a comma cannot be decimals or a group: the commas go.
    expect(kobo('1,5000')).toBe(1_500_000);
    // Whole naira only: commas are dropped.
    expect(cleanAmountText('1,000', { language: 'en', decimals: false })).toBe('1000');
  });

  it('reads Thai and full-width digits as the digits they are', () => {
    expect(cleanAmountText('๑๐๐')).toBe('100');
    expect(cleanAmountText('๒๕๐๐.๕๐')).toBe('2500.50');
    expect(cleanAmountText('１２０')).toBe('120');
    expect(cleanAmountText('１００．５０')).toBe('100.50');
    expect(cleanAmountText('１，０００')).toBe('1,000');
  });

  it('converts naira text to kobo without float error', () => {
    expect(nairaTextToKobo('0.29')).toBe(29);
    expect(nairaTextToKobo('1,500.5')).toBe(150050);
    expect(nairaTextToKobo('₦5000')).toBe(500000);
    expect(nairaTextToKobo('5000.')).toBe(500000);
    expect(nairaTextToKobo('')).toBeNull();
    expect(nairaTextToKobo('1.234')).toBeNull();
    expect(nairaTextToKobo('abc')).toBeNull();
  });

  it('turns kobo back into box text', () => {
    expect(koboToNairaText(150050)).toBe('1500.5');
    expect(koboToNairaText(150005)).toBe('1500.05');
    expect(koboToNairaText(500000)).toBe('5000');
    expect(nairaTextToKobo(koboToNairaText(123456789))).toBe(123456789);
  });
});

describe('quick amounts and range', () => {
  it('offers only presets inside the range', () => {
    expect(quickAmountsKobo(50_000, 1_000_000)).toEqual([100_000, 200_000, 500_000, 1_000_000]);
    expect(quickAmountsKobo(50_000, 500_000_000, [500, 1000])).toEqual([50_000, 100_000]);
  });

  it('says where an amount stands', () => {
    expect(rangeProblem(null, 50_000, 100_000)).toBe('empty');
    expect(rangeProblem(0, 50_000, 100_000)).toBe('empty');
    expect(rangeProblem(49_999, 50_000, 100_000)).toBe('below');
    expect(rangeProblem(100_001, 50_000, 100_000)).toBe('above');
    expect(rangeProblem(50_000, 50_000, 100_000)).toBeUndefined();
  });
});
