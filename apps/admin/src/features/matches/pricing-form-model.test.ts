import { describe, expect, it } from 'vitest';
import { decimalText, priceBoxText, pricingBody, pricingInitialValues, pricingSummary, rememberPricing } from './pricing-form-model.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('pricing form', () => {
  it('sends rates or 1X2 prices in ten-thousandths, and the margin in basis points only when typed', () => {
    expect(pricingBody(7, { mode: 'rates', homeRate: 1.8, awayRate: 0.9, marginPct: 8, open: true })).toEqual({ matchId: 7, rates: { home: 1.8, away: 0.9 }, marginBps: 800, open: true });
    expect(pricingBody(7, { mode: '1x2', home1x2: 2.1, draw1x2: 3.3, away1x2: 3.6, marginPct: null, open: false })).toEqual({ matchId: 7, prices1x2: { home: 21000, draw: 33000, away: 36000 }, open: false });
  });

  it('reads a decimal comma as a decimal point, so "1,5" goals is 1.5 and not 15', () => {
    expect(decimalText('1,5')).toBe('1.5');
    expect(decimalText(' 0,9 ')).toBe('0.9');
    expect(decimalText('2.25')).toBe('2.25');
    expect(decimalText('1,234.5')).toBe('1234.5');
    expect(decimalText(undefined)).toBe('');
  });

  it('says what the grid is priced from before it is priced', () => {
    expect(pricingSummary({ mode: 'rates', homeRate: 1.5, awayRate: 1.1, marginPct: null, open: true })).toBe('From goal rates home 1.5 and away 1.1, with the operator’s margin; open for betting afterwards.');
    expect(pricingSummary({ mode: '1x2', home1x2: 2.1, draw1x2: 3.3, away1x2: 3.6, marginPct: 8, open: false })).toBe('From 1X2 prices home 2.10, draw 3.30, away 3.60, with a margin of 8 %; not open for betting afterwards.');
  });

  it('starts from the inputs last used on the match, and "open" as the match is now', () => {
    const storage = memoryStorage();
    expect(pricingInitialValues({ id: 3, state: 'scheduled' }, storage)).toEqual({ mode: 'rates', open: true });
    rememberPricing(3, { mode: 'rates', homeRate: 1.4, awayRate: 1.1, marginPct: 10, open: true }, storage);
    expect(pricingInitialValues({ id: 3, state: 'closed' }, storage)).toEqual({ mode: 'rates', homeRate: 1.4, awayRate: 1.1, marginPct: 10, open: false });
    expect(pricingInitialValues({ id: 3, state: 'open' }, storage).open).toBe(true);
  });
});

describe('a 1X2 price box', () => {
  it('leaves what the trader types alone while typing ("2,", "2.1" stay as typed)', () => {
    expect(priceBoxText('2', { userTyping: true, input: '2,' })).toBe('2,');
    expect(priceBoxText('2.1', { userTyping: true, input: '2.1' })).toBe('2.1');
  });

  it('shows a price as prices show elsewhere, and nothing for no price', () => {
    expect(priceBoxText('2.1000', { userTyping: false, input: '' })).toBe('2.10');
    expect(priceBoxText(3.6, { userTyping: false, input: '' })).toBe('3.60');
    expect(priceBoxText(undefined, { userTyping: false, input: '' })).toBe('');
    expect(priceBoxText('', { userTyping: false, input: '' })).toBe('');
  });
});
